import { useTranslations } from 'next-intl';
import type { OperableQueue } from '@/api/contracts/queue-console';
import { cx } from '@/lib/cx';

/** Each status's colour; the word always comes with it. */
const TONES: Record<OperableQueue['status'], string> = {
  IN_PROGRESS: 'bg-success-soft text-success',
  READY: 'bg-brand-soft text-brand-strong',
  HOLD: 'bg-warning-soft text-warning',
  CLOSED: 'bg-canvas text-ink-muted',
};

/** A line's status as a word in a pill (open, enter now, paused, closed). */
export function QueueStatusBadge({ status, className }: { status: OperableQueue['status']; className?: string }) {
  const t = useTranslations('queueConsole.queueStatus');
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-label font-semibold', TONES[status], className)}>
      {t(status)}
    </span>
  );
}
