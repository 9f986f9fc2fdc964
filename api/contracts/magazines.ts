import { z } from 'zod';
import { pageNumber, paged } from './envelope';
import { periodTypeSchema, spotTypeSchema } from './spots';

import { localeSchema } from './locale';

/** GET /v1/magazines */
export const magazineListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(12),
  lang: localeSchema.optional(),
});
export type MagazineListQuery = Partial<z.output<typeof magazineListQuerySchema>>;

export const magazineLangQuerySchema = z.object({ lang: localeSchema.optional() });

const magazineListItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subTitle: z.string().nullable(),
    /** The editor's date for the article (YYYY-MM-DD), null when not set. */
    displayedDate: z.string().nullable(),
    file: z.object({ path: z.string() }).nullable(),
    /**
     * Editorial labels, named in the request's language where the shared tag vocabulary has
     * them; `locale` says which ('ko' when untranslated). Always sent; optional so hand-written
     * items (tests, mocks) without it read as Korean.
     */
    categories: z.array(z.object({ name: z.string(), locale: localeSchema.optional() })),
    /** The language the title is in (a translation, or 'ko'). */
    contentLocale: localeSchema,
  })
  .meta({ id: 'MagazineListItem' });
export type MagazineListItem = z.infer<typeof magazineListItemSchema>;
export const magazineListSchema = paged(magazineListItemSchema).meta({ id: 'MagazineList' });
export type MagazineList = z.infer<typeof magazineListSchema>;

const magazineOptionTypes = ['TEXT', 'HEADING', 'QUOTE', 'IMAGE', 'SPOT', 'LINK', 'DIVIDER'] as const;

/**
 * A body block ("option" in the spec). Exactly the member matching `type` is set:
 * TEXT/HEADING/QUOTE textOption, IMAGE imageOption, SPOT spotOption (null when the pop-up
 * is no longer public), LINK linkOption; DIVIDER has none.
 */
const magazineOptionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(magazineOptionTypes),
    textOption: z.object({ content: z.string() }).nullable(),
    imageOption: z.object({ path: z.string(), caption: z.string().nullable() }).nullable(),
    /**
     * The language this block's text (text, caption, link text) is in: the reader's when a
     * translation of the block exists, else 'ko'. Lets the page mark a Korean block inside a
     * translated article with its own lang.
     */
    contentLocale: localeSchema,
    spotOption: z
      .object({
        id: z.number().int(),
        /** Tells the card its canonical page (a pass pop-up lives under /pass/popups). */
        type: spotTypeSchema,
        title: z.string(),
        periodType: periodTypeSchema,
        openDate: z.string(),
        closeDate: z.string().nullable(),
        region2Depth: z.string(),
        /** The language region2Depth is in ('ko' when the district has no translation). */
        region2DepthLocale: localeSchema,
        file: z.object({ path: z.string() }).nullable(),
        /** The language the pop-up's title is in. */
        contentLocale: localeSchema,
      })
      .nullable(),
    /** url as the editor wrote it (absolute http(s) or a site path such as /pass); text is the label. */
    linkOption: z.object({ url: z.string(), text: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'MagazineOption' });
export type MagazineOption = z.infer<typeof magazineOptionSchema>;

/** GET /v1/magazines/{id} */
export const magazineDetailSchema = magazineListItemSchema
  .extend({
    options: z.array(magazineOptionSchema),
    /** ISO instants for Article JSON-LD datePublished / dateModified. */
    publishedAt: z.string(),
    updatedAt: z.string(),
    /** Newer and older neighbours for "next/previous" links, null at the ends. */
    previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  })
  .meta({ id: 'MagazineDetail' });
export type MagazineDetail = z.infer<typeof magazineDetailSchema>;
