import { z } from 'zod';
import { daySchema } from './day';
import { MY_PICK_SORTS, MY_PICKS_MAX_PAGE_SIZE } from '@/lib/constants';
import { idValue, pageNumber, paged } from './envelope';
import { localeSchema } from './locale';
import { spotSearchItemSchema } from './search';
import { periodTypeSchema } from './spots';

const pickTypes = ['POPUP'] as const;

/** POST /v1/users/picks and DELETE /v2/users/picks bodies. */
export const pickBodySchema = z.object({ referenceId: idValue, type: z.enum(pickTypes) }).meta({ id: 'PickBody' });
export type PickBody = z.infer<typeof pickBodySchema>;

export const pickCreatedSchema = z.object({ pickId: z.number().int() }).meta({ id: 'PickCreated' });
export type PickCreated = z.infer<typeof pickCreatedSchema>;

/**
 * GET /v1/users/picks: the spec's "dotted query". Filters are `filter.<name>`, the order is
 * `sort=<property>,<direction>`, pages are `page` and `size` (decision 031).
 * `filter.from`/`filter.to` (Korean days, both or neither, at most 62 days apart) keep the
 * pop-ups whose period or pre-reservation window touches that range: the calendar's month.
 */
export const myPicksQuerySchema = z
  .object({
    'filter.periodType': periodTypeSchema.optional(),
    'filter.from': daySchema.optional(),
    'filter.to': daySchema.optional(),
    sort: z.enum(MY_PICK_SORTS).default('pickedAt,desc'),
    page: pageNumber,
    size: z.coerce.number().int().min(1).max(MY_PICKS_MAX_PAGE_SIZE).default(20),
    lang: localeSchema.optional(),
  })
  .refine((q) => (q['filter.from'] === undefined) === (q['filter.to'] === undefined), {
    message: 'Give both filter.from and filter.to, or neither',
    path: ['filter.to'],
  })
  .refine((q) => !q['filter.from'] || !q['filter.to'] || q['filter.from'] <= q['filter.to'], {
    message: 'filter.from must not be after filter.to',
    path: ['filter.to'],
  })
  .refine(
    (q) =>
      !q['filter.from'] ||
      !q['filter.to'] ||
      Date.parse(q['filter.to']) - Date.parse(q['filter.from']) <= 62 * 24 * 60 * 60 * 1000,
    { message: 'At most 62 days apart', path: ['filter.to'] },
  )
  .meta({ id: 'MyPicksQuery' });
export type MyPicksQuery = Partial<Omit<z.output<typeof myPicksQuerySchema>, 'lang'>>;
export type MyPicksParams = z.output<typeof myPicksQuerySchema>;

/** One of my picks: the pop-up as a search item, when I picked it, and its alert window. */
const myPickSchema = spotSearchItemSchema
  .extend({
    pickId: z.number().int(),
    pickedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    preReservationStartedAt: z.string().nullable(),
    preReservationEndedAt: z.string().nullable(),
  })
  .meta({ id: 'MyPick' });
export type MyPick = z.infer<typeof myPickSchema>;

export const myPickPageSchema = paged(myPickSchema).meta({ id: 'MyPickPage' });
export type MyPickPage = z.infer<typeof myPickPageSchema>;
