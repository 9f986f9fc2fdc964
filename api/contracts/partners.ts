import { z } from 'zod';
import { coordinateParam, idParam, pageNumber, paged } from './envelope';
import { localeSchema } from './locale';

const partnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The language name is in (the asked one, or 'ko' when the partner has no translation). */
    nameLocale: localeSchema,
    area: z.object({
      latitude: z.number(),
      longitude: z.number(),
      region2Depth: z.string(),
      /** The language region2Depth is in ('ko' when the district has no translation). */
      region2DepthLocale: localeSchema,
      /** The address as written (Korean). */
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
    /** The language description is in ('ko' when untranslated). */
    descriptionLocale: localeSchema,
    passBenefit: z.string().nullable(),
    /** The language passBenefit is in ('ko' when untranslated). */
    passBenefitLocale: localeSchema,
    website: z.string().nullable(),
    phone: z.string().nullable(),
    operationTime: z.array(z.string()),
  })
  .meta({ id: 'PartnerDetail' });
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/** GET /v1/partners/{id}: names and texts in `lang` where the partner has a translation. */
export const partnerDetailQuerySchema = z.object({ lang: localeSchema.optional() });

/** GET /v1/partners/recommendations: partners near a pop-up. */
export const partnerRecommendationQuerySchema = z.object({
  spotId: idParam,
  size: z.coerce.number().int().min(1).max(20).default(6),
  lang: localeSchema.optional(),
});
export const partnerListSchema = z.array(partnerSchema);

/** GET /v1/partners: every pass partner, nearest first when a position is given, else by name. */
export const partnerListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(20),
  latitude: coordinateParam(90).optional(),
  longitude: coordinateParam(180).optional(),
  /** Names (and the name order) in this language where a partner has a translation. */
  lang: localeSchema.optional(),
});
export type PartnerListQuery = Partial<z.output<typeof partnerListQuerySchema>>;
export const partnerPageSchema = paged(partnerSchema).meta({ id: 'PartnerPage' });
export type PartnerPage = z.infer<typeof partnerPageSchema>;
