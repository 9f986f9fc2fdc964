/** Types of client-address.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

export type ClientAddressStore = { address: string };
export type ClientAddressState = { storage: AsyncLocalStorage<ClientAddressStore> };

export declare function clientAddressState(): ClientAddressState;
export declare function normalizeAddress(raw: string | undefined | null): string | null;
export declare function parseTrustedProxies(text: string | undefined): BlockList;
export declare function resolveClientAddress(input: {
  remoteAddress: string | undefined | null;
  forwardedFor: string | string[] | undefined | null;
  trusted: BlockList;
}): string | null;
export declare function createClientAddressContext(trustedProxies: string | undefined): {
  run<T>(req: IncomingMessage, handle: () => T): T;
};
