import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { Link } from '@/i18n/navigation';

/**
 * A console opened by someone who does not run the line (403 QUEUE_STAFF_ONLY): what is
 * wrong and where to go, instead of an error page. A server component, in EmptyState's look
 * with the page's heading.
 */
export function StaffOnly() {
  const t = useTranslations('queueConsole.staffOnly');
  return (
    <section className="flex flex-col items-center gap-2 px-gutter py-16 text-center">
      <span
        aria-hidden="true"
        className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
      >
        <AlertCircleIcon />
      </span>
      <h1 className="text-title font-bold text-ink">{t('title')}</h1>
      <p className="text-label text-ink-muted">{t('description')}</p>
      <Link href="/console/queues" className={buttonClassName({ variant: 'outline', className: 'mt-2' })}>
        {t('toList')}
      </Link>
    </section>
  );
}
