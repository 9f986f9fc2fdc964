import { z } from 'zod';

const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/**
 * PATCH /v1/admin/spots/{id}: the first fields an operator corrects on a published pop-up
 * (the company console grows this to every field of the detail). Absent fields stay as they
 * are; null clears a nullable one.
 */
export const updateSpotBodySchema = z
  .object({
    title: z.string().trim().min(1).max(100).optional(),
    notice: z.string().max(2000).nullable().optional(),
    content: z.string().max(20000).nullable().optional(),
    openDate: day.optional(),
    closeDate: day.nullable().optional(),
    preReservationStartedAt: instant.nullable().optional(),
    preReservationEndedAt: instant.nullable().optional(),
    /** false hides a published pop-up (its page answers 'deleted content'); true shows it now. */
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateSpotBody' });

export type UpdateSpotBody = z.infer<typeof updateSpotBodySchema>;
