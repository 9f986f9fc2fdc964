import { z } from 'zod';
import { pageNumber, paged } from './envelope';

/** GET /v1/notices: published notices, pinned first, then newest. */
export const noticeListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type NoticeListQuery = Partial<z.output<typeof noticeListQuerySchema>>;

export const noticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    isPinned: z.boolean(),
    /** ISO instant. */
    publishedAt: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = paged(noticeSchema).meta({ id: 'NoticeList' });
export type NoticeList = z.infer<typeof noticeListSchema>;
