import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { chatQueries } from '@/api/chat';
import type { MessageGroup } from '@/api/contracts/chat';
import { ChatRoom } from '@/components/chat/chat-room';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';

// Reads the query and the viewer's own data: per request, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'community.chat' });
  // The thread changes by the minute and is people talking: not a page for search results.
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** ?group=<id> opens another room (the operators' room, a past day); none means today's. */
function parseGroupId(raw: string | string[] | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) return 'invalid';
  return Number(raw);
}

async function loadGroup(groupId: number | null): Promise<MessageGroup> {
  const client = getQueryClient();
  if (groupId === null) return client.fetchQuery(chatQueries.today());
  try {
    return await client.fetchQuery(chatQueries.group(groupId));
  } catch (error) {
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/**
 * /community/chat: today's room (or ?group=<id>). The latest page of messages is rendered on
 * the server (public read; a signed-in reader's own messages are marked, and reading moves
 * their last-read mark), then the browser polls and sends.
 */
export default async function CommunityChatPage({ params, searchParams }: Props) {
  await localeFromParams(params);
  const groupId = parseGroupId((await searchParams).group);
  if (groupId === 'invalid') notFound();
  const group = await loadGroup(groupId);
  // A failed prefetch is not dehydrated: the browser then loads the thread itself.
  await getQueryClient().prefetchInfiniteQuery(chatQueries.messages(group.messageGroupId));

  return (
    <ClientMessages scope="chat">
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <ChatRoom group={group} />
      </HydrationBoundary>
    </ClientMessages>
  );
}
