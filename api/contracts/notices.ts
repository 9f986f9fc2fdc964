import { z } from 'zod';
import { pageNumber, paged } from './envelope';
import { localeSchema } from './locale';

/** GET /v1/notices: published notices, pinned first, then newest. */
export const noticeListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(20),
  /** Titles and texts in this language where a notice has a translation. */
  lang: localeSchema.optional(),
});
export type NoticeListQuery = Partial<z.output<typeof noticeListQuerySchema>>;

/** GET /v1/notices/{id}: the notice in `lang` where it has a translation. */
export const noticeQuerySchema = z.object({ lang: localeSchema.optional() });

export const noticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The language title is in (the asked one, or 'ko' when the notice has no translation). */
    titleLocale: localeSchema,
    content: z.string(),
    /** The language content is in ('ko' when untranslated: a translation may give the title only). */
    contentLocale: localeSchema,
    isPinned: z.boolean(),
    /** ISO instant. */
    publishedAt: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = paged(noticeSchema).meta({ id: 'NoticeList' });
export type NoticeList = z.infer<typeof noticeListSchema>;
