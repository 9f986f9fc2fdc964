'use client';

import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/api/contracts/chat';
import { ProfileAvatar } from '@/components/shared/profile-avatar';
import { Button } from '@/components/ui/button';
import type { PendingMessage } from '@/hooks/use-chat-send';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';

/** A message as part of a button's name: one line, and short enough to listen to. */
function labelExcerpt(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > 30 ? `${line.slice(0, 30)}…` : line;
}

const bubble = 'max-w-[75%] rounded-2xl px-3 py-2 text-[15px] leading-snug break-words whitespace-pre-wrap';

/** One message of the thread: someone else's on the left with avatar and nickname, mine on the right. */
export function ChatMessageItem({ message, onDelete }: { message: ChatMessage; onDelete: (m: ChatMessage) => void }) {
  const t = useTranslations('community.chat');
  // Rendered on the server first: the same text in the browser, whatever its ICU (no #418).
  const time = useFormatSeoulTime()(message.createdAt);
  const nickname = message.author.nickname ?? t('withdrawnUser');
  const body = message.deleted ? (
    <p className={`${bubble} bg-canvas text-ink-muted italic`}>{t('deleted')}</p>
  ) : (
    <p className={`${bubble} ${message.isMine ? 'rounded-br-md bg-brand text-white' : 'rounded-bl-md bg-canvas'}`}>
      {message.content}
    </p>
  );
  const timeEl = (
    <time dateTime={message.createdAt} className="shrink-0 text-[11px] text-ink-muted">
      {time}
    </time>
  );

  if (message.isMine) {
    return (
      <div className="flex flex-col items-end gap-0.5">
        <span className="sr-only">{t('mine')}</span>
        <div className="flex items-end justify-end gap-1.5">
          {timeEl}
          {body}
        </div>
        {message.deleted ? null : (
          <button
            type="button"
            onClick={() => onDelete(message)}
            aria-label={t('deleteLabel', { content: labelExcerpt(message.content ?? '') })}
            // 44 px to tap, though the word is small; the negative margin keeps the thread tight.
            className="-my-2 inline-flex min-h-tap min-w-tap items-center justify-center rounded-full px-2 text-caption text-ink-muted underline-offset-2 hover:underline"
          >
            {t('delete')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <ProfileAvatar src={message.author.profileImageUrl} label={t('avatarAlt', { nickname })} size={32} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-semibold text-ink-muted">{nickname}</span>
        <div className="flex items-end gap-1.5">
          {body}
          {timeEl}
        </div>
      </div>
    </div>
  );
}

/** A message of mine not yet confirmed by the server: sending, or failed with retry and discard. */
export function PendingMessageItem({
  message,
  errorText,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  errorText: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations('community.chat');
  const failed = message.status === 'failed';
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-end justify-end gap-1.5">
        <span className="shrink-0 text-[11px] text-ink-muted">{failed ? t('failed') : t('sending')}</span>
        <p
          className={`${bubble} rounded-br-md ${failed ? 'border border-brand-strong bg-surface text-ink' : 'bg-brand/70 text-white'}`}
        >
          {message.content}
        </p>
      </div>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-x-1 text-caption">
          {errorText ? <span className="text-danger">{errorText}</span> : null}
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDiscard}>
            {t('discard')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
