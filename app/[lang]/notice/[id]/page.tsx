import '@/api/server-transport';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import type { Notice } from '@/api/contracts/notices';
import { getNotice } from '@/api/notices';
import { NoticeArticle } from '@/components/notices/notice-article';
import { localeFromParams } from '@/i18n/locale-param';
import type { Locale } from '@/lib/locales';
import { parseRouteId } from '@/lib/route-id';
import { publicPageMetadata } from '@/app/public-page-metadata';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

// Rendered on the first visit, then served from the cache.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ lang: string; id: string }> };

/**
 * The notice through the same API client the browser uses (getNotice is cached per request,
 * so metadata and page share one call). Unknown, unpublished and deleted notices are a 404
 * (the API does not tell them apart); anything else goes to the error boundary.
 */
async function loadNotice(rawId: string, lang: Locale): Promise<Notice> {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await getNotice(id, lang);
  } catch (error) {
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** The opening of the text as a search snippet: one line, at most 140 characters. */
function snippet(text: string, max = 140): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const notice = await loadNotice(id, lang);
  const description = snippet(notice.content);
  return publicPageMetadata({
    path: `/notice/${notice.id}`,
    lang,
    title: notice.title,
    description,
    type: 'article',
    publishedTime: notice.publishedAt,
  });
}

/** /notice/{id}: one notice, server-rendered, no client data. */
export default async function NoticePage({ params }: Props) {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const notice = await loadNotice(id, lang);
  return <NoticeArticle notice={notice} />;
}
