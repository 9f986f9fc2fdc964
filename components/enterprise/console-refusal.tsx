import { buttonClassName } from '@/components/ui/button-styles';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { Link } from '@/i18n/navigation';

/**
 * A console page opened by someone whose role does not reach it (403): what is wrong and
 * where to go, in EmptyState's look with the page's heading. Texts come translated.
 */
export function ConsoleRefusal({ title, description, back }: { title: string; description: string; back: string }) {
  return (
    <section className="flex flex-col items-center gap-2 px-gutter py-16 text-center">
      <span
        aria-hidden="true"
        className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
      >
        <AlertCircleIcon />
      </span>
      <h1 className="text-title font-bold text-ink">{title}</h1>
      <p className="text-label text-ink-muted">{description}</p>
      <Link href="/enterprise" className={buttonClassName({ variant: 'outline', className: 'mt-2' })}>
        {back}
      </Link>
    </section>
  );
}
