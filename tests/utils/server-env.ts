import { resetServerEnvForTests } from '@/server/env';

/**
 * Sets server environment variables for one test file and gives back a function that puts
 * the previous values back (for afterAll). Unset with `undefined`.
 */
export function overrideServerEnv(values: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnvForTests();
  };
  apply(values);
  return () => apply(saved);
}
