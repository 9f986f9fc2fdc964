import { z } from 'zod';
import { paged } from './envelope';

export const spotTypes = ['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'PARTNER', 'POPSPOT_STORE'] as const;
export const periodTypes = ['READY', 'IN_PROGRESS', 'ENDED'] as const;
export const websiteTypes = ['WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS'] as const;

export const spotTypeSchema = z.enum(spotTypes);
export const periodTypeSchema = z.enum(periodTypes);

export const spotFileSchema = z.object({ id: z.number().int(), path: z.string() }).meta({ id: 'SpotFile' });

export const spotDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    name: z.string().nullable(),
    type: spotTypeSchema,
    periodType: periodTypeSchema,
    /** ISO 8601 instants (UTC); the product's day boundaries are Asia/Seoul. */
    openDate: z.string(),
    closeDate: z.string().nullable(),
    operationTime: z.array(z.string()),
    files: z.array(spotFileSchema),
    categories: z.array(z.object({ name: z.string() })),
    address: z.string(),
    roadAddress: z.string().nullable(),
    addressDetail: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    region: z.object({ code: z.string(), depth1: z.string(), depth2: z.string() }),
    notice: z.string().nullable(),
    content: z.string().nullable(),
    additionalInformation: z.string().nullable(),
    tags: z.array(z.string()),
    benefits: z.array(z.object({ key: z.string(), value: z.string() })),
    website: z.partialRecord(z.enum(websiteTypes), z.string()),
    pickId: z.number().int().nullable(),
    recentPickCount: z.number().int(),
    isPopspotReservation: z.boolean(),
    preReservationLink: z.string().nullable(),
    preReservationStartedAt: z.string().nullable(),
    preReservationEndedAt: z.string().nullable(),
    isReservationNotificationRegistered: z.boolean(),
    hasQueueConfig: z.boolean(),
    /** The language the title and content are in (a translation, or Korean). */
    contentLocale: z.string(),
  })
  .meta({ id: 'SpotDetail' });

export type SpotDetail = z.infer<typeof spotDetailSchema>;

export const spotListItemSchema = z
  .object({
    id: z.number().int(),
    type: spotTypeSchema,
    title: z.string(),
    periodType: periodTypeSchema,
    area: z.object({ latitude: z.number(), longitude: z.number(), region2Depth: z.string() }),
    openDate: z.string(),
    closeDate: z.string().nullable(),
    operationTime: z.array(z.string()),
    file: spotFileSchema.nullable(),
    categories: z.array(z.object({ name: z.string() })),
  })
  .meta({ id: 'SpotListItem' });

export type SpotListItem = z.infer<typeof spotListItemSchema>;

export const spotListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  periodType: periodTypeSchema.optional(),
});
export type SpotListQuery = Partial<z.output<typeof spotListQuerySchema>>;

export const spotListSchema = paged(spotListItemSchema).meta({ id: 'SpotList' });
export type SpotList = z.infer<typeof spotListSchema>;

export const localeQuerySchema = z.object({
  lang: z.enum(['ko', 'en', 'ja', 'zh']).optional(),
});
