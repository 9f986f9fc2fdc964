/** Types of page-script-policy.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function inlineScriptHashes(html: string): { nonce: string | null; hashes: string[] };
export declare const SCRIPT_NONCE_HEADER: string;
export declare function policyWithScripts(policy: string, sources: string[]): string;
/** The page-cache entries a request was answered from (filled in by the page cache handler). */
type ServedPages = { pages: Array<{ key: string; lastModified: number; softTags: string[] }> };

export declare function followScriptPolicy(req: IncomingMessage, res: ServerResponse, served: ServedPages): void;
