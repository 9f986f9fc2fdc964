import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok']),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
