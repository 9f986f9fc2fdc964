import { useTranslations } from 'next-intl';
import type { OperableQueue } from '@/api/contracts/queue-console';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { Link } from '@/i18n/navigation';
import { QueueStatusBadge } from './queue-status-badge';

/**
 * The lines I run (/console/queues), open ones first as the API orders them: pop-up, line,
 * status and waiting teams, each leading to its console. Someone who runs none is told how
 * that comes about. A server component: the list does not change in place.
 */
export function OperableQueueList({ queues }: { queues: OperableQueue[] }) {
  const t = useTranslations('queueConsole.list');
  return (
    <section aria-labelledby="operable-queues-title" className="px-gutter pt-6 pb-12">
      <h1 id="operable-queues-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      {queues.length === 0 ? (
        <EmptyState
          icon={<TicketIcon />}
          title={t('empty')}
          description={t('emptyDescription')}
          action={
            <Link href="/mypage" className={buttonClassName({ variant: 'outline' })}>
              {t('toMyPage')}
            </Link>
          }
        />
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {queues.map((queue) => (
            <li key={queue.id}>
              <Link
                href={`/console/queues/${queue.id}`}
                className="flex items-center gap-3 rounded-card border border-line p-4 hover:bg-canvas focus-visible:bg-canvas"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="text-label text-ink-muted">{queue.spot.title}</p>
                  <h2 className="text-body font-semibold break-words">{queue.title}</h2>
                  <p className="flex flex-wrap items-center gap-2 text-label">
                    <QueueStatusBadge status={queue.status} />
                    <span className="tabular-nums">{t('waitingTeams', { count: queue.waitingTeams })}</span>
                  </p>
                </div>
                <ChevronRightIcon width={20} height={20} className="shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
