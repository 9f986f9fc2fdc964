import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

/** Rendered for notFound() anywhere under a locale (unknown paths, missing pop-ups). */
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <section aria-labelledby="not-found-title" className="flex flex-col items-center px-6 py-20 text-center">
      <p className="text-5xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">{t('description')}</p>
      <Link href="/" className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'mt-8' })}>
        {t('goHome')}
      </Link>
    </section>
  );
}
