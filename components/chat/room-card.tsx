import { useTranslations } from 'next-intl';
import type { MessageGroup } from '@/api/contracts/chat';
import { LabelChip } from '@/components/ui/label-chip';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';
import { Link } from '@/i18n/navigation';
import { ChatBubbleIcon } from '@/components/ui/chat-icons';
import { useRoomTitle } from './room-title';

/**
 * A room on the community home: its name, a 'today' or 'notice' badge, how many messages and
 * when the last one came, as one link into the chat, named by all it shows (WCAG 2.5.3). Today's room is /community/chat itself;
 * other rooms are addressed with ?group=<id>. Works as a server component.
 */
export function RoomCard({ group, isToday }: { group: MessageGroup; isToday: boolean }) {
  const t = useTranslations('community.home');
  const formatTime = useFormatSeoulTime();
  const title = useRoomTitle(group);
  const href = isToday ? '/community/chat' : `/community/chat?group=${group.messageGroupId}`;
  const last = group.lastMessageAt ? formatTime(group.lastMessageAt, { withDate: !isToday }) : null;

  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-brand"
    >
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${group.operatingMessageGroup ? 'bg-canvas text-ink' : 'bg-brand-soft text-brand-strong'}`}
      >
        <ChatBubbleIcon />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5">
          <LabelChip tone="inverse">{group.operatingMessageGroup ? t('operatingBadge') : t('todayBadge')}</LabelChip>
          <span className="truncate font-semibold">{title}</span>
        </span>
        <span className="mt-1 block text-xs text-ink-muted">
          {group.messageCount > 0 ? t('messageCount', { count: group.messageCount }) : t('noMessages')}
          {last ? ` · ${t('lastMessageAt', { time: last })}` : ''}
        </span>
      </span>
      <span className="flex shrink-0 items-center text-xs font-semibold text-brand-strong">
        {t('enter')}
        <ChevronRightIcon width={16} height={16} />
      </span>
    </Link>
  );
}
