import { z } from 'zod';

const pickTypes = ['POPUP'] as const;

/** POST /v1/users/picks and DELETE /v2/users/picks bodies. */
export const pickBodySchema = z
  .object({ referenceId: z.number().int().positive(), type: z.enum(pickTypes) })
  .meta({ id: 'PickBody' });
export type PickBody = z.infer<typeof pickBodySchema>;

export const pickCreatedSchema = z.object({ pickId: z.number().int() }).meta({ id: 'PickCreated' });
export type PickCreated = z.infer<typeof pickCreatedSchema>;
