import { useFormatter, useTranslations } from 'next-intl';
import type { MessageGroup } from '@/api/contracts/chat';

/**
 * A room's name in the reader's language: daily rooms are named after their Seoul day
 * ('5월 12일 팝업 수다방', 'Pop-up chat, May 12'); the operators' rooms by their own title.
 */
export function useRoomTitle(group: Pick<MessageGroup, 'dayKey' | 'title'>): string {
  const t = useTranslations('community.room');
  const format = useFormatter();
  if (!group.dayKey) return group.title;
  // Noon in Seoul: the same calendar day in any time zone the formatter might use.
  const date = format.dateTime(new Date(`${group.dayKey}T12:00:00+09:00`), { month: 'long', day: 'numeric' });
  return t('dailyTitle', { date });
}
