/** Types of api-admission.mjs (plain JavaScript: the production server loads it outside the bundler). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SUCCESS: { code: number; desc: string };
export declare const SERVICE_UNAVAILABLE: { code: number; desc: string };
export declare const HEALTH_STALE_MS: number;
type HealthState = {
  driver: 'pglite' | 'postgres';
  version: string;
  startedAt: number;
  okAt: number;
  latencyMs: number;
};
export declare function healthAnswer(
  state: HealthState | undefined,
  now: number,
): { status: 200 | 503; body: unknown } | null;
export declare function countsAgainstCapacity(url: string): boolean;
export declare function createApiAdmission(options?: {
  maxInFlight?: number;
  securityHeaders?: [string, string][];
  now?: () => number;
}): {
  readonly inFlight: number;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};
