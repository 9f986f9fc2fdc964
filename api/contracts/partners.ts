import { z } from 'zod';
import { coordinateParam, idParam, pageNumber, paged } from './envelope';

const partnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    area: z.object({
      latitude: z.number(),
      longitude: z.number(),
      region2Depth: z.string(),
      address: z.string(),
    }),
    categories: z.array(z.string()),
    file: z.object({ path: z.string() }).nullable(),
    /** Metres from the reference point (the pop-up), null without one. */
    distance: z.number().nullable(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

export const partnerDetailSchema = partnerSchema
  .extend({
    description: z.string().nullable(),
    passBenefit: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    operationTime: z.array(z.string()),
  })
  .meta({ id: 'PartnerDetail' });
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/** GET /v1/partners/recommendations: partners near a pop-up. */
export const partnerRecommendationQuerySchema = z.object({
  spotId: idParam,
  size: z.coerce.number().int().min(1).max(20).default(6),
});
export const partnerListSchema = z.array(partnerSchema);

/** GET /v1/partners: every pass partner, nearest first when a position is given, else by name. */
export const partnerListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(20),
  latitude: coordinateParam(90).optional(),
  longitude: coordinateParam(180).optional(),
});
export type PartnerListQuery = Partial<z.output<typeof partnerListQuerySchema>>;
export const partnerPageSchema = paged(partnerSchema).meta({ id: 'PartnerPage' });
export type PartnerPage = z.infer<typeof partnerPageSchema>;
