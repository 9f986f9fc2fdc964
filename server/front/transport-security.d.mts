/** Types of transport-security.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function isHttpsRequest(input: {
  encrypted: boolean;
  remoteAddress: string | undefined | null;
  forwardedProto: string | string[] | undefined;
  trusted: BlockList;
  anyTrusted: boolean;
  publicBaseUrl: string | undefined;
}): boolean;
export declare function createTransportSecurity(options: {
  trustedProxies: string | undefined;
  publicBaseUrl: string | undefined;
}): {
  apply(req: IncomingMessage, res: ServerResponse): void;
};
