/** Types of front-api-cache.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare function isPublicApiRead(req: IncomingMessage): boolean;
export declare function keptTags(status: number, headers: OutgoingHttpHeaders): string[] | null;
export declare function createFrontApiCache(options?: { now?: () => number; maxMb?: number }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
};
