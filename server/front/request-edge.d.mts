/** Types of request-edge.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const BAD_REQUEST: { code: number; desc: string };
export declare const METHOD_NOT_ALLOWED: { code: number; desc: string };
export declare function pathOf(target: string): string;
export declare function classify(
  method: string,
  target: string,
):
  | { kind: 'pass' }
  | { kind: 'answer'; status: 400 | 405; api: boolean; allow?: string }
  | { kind: 'rewrite'; url: string };
export declare function createRequestEdge(options: { dir: string }): {
  securityHeaders: [string, string][];
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  attach(server: Server): void;
};
