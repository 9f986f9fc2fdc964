import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import { chatQueries } from '@/api/chat';
import { RoomCard } from '@/components/chat/room-card';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Today's room opens with the Seoul day: rendered per request, not cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom(
  '/community',
  'community.metaTitle',
  'community.metaDescription',
);

/**
 * /community: the community home. Lists today's room and the operators' room, each a link
 * into the chat. Rendered per request (the rooms and their counts change all day).
 */
export default async function CommunityPage({ params }: Props) {
  await localeFromParams(params);
  const t = await getTranslations('community.home');
  const groups = await getQueryClient().fetchQuery(chatQueries.groups());
  const todayId = groups.find((g) => !g.operatingMessageGroup)?.messageGroupId;

  return (
    <section aria-labelledby="community-title" className="px-4 pt-6 pb-12">
      <h1 id="community-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <h2 className="sr-only">{t('roomsLabel')}</h2>
      <ul className="mt-6 flex flex-col gap-3">
        {groups.map((group) => (
          <li key={group.messageGroupId}>
            <RoomCard group={group} isToday={group.messageGroupId === todayId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
