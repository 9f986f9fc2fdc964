/** Types of front-page-cache.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function createFrontPageCache(): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
};
