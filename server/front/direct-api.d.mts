/** Types of direct-api.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function createDirectApi(options: {
  securityHeaders: [string, string][];
  hostname: string;
  enabled?: boolean;
}): {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void> | null;
};
