import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

const POINTS = ['popups', 'partners', 'nearby'] as const;

/**
 * The top of the pass home: what Popspot Pass is, in a few lines, and the ways into its
 * sub-pages. A server component: static copy, no client code.
 */
export function PassIntro() {
  const t = useTranslations('pass');
  return (
    <header className="px-4 pt-6 pb-5">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <section aria-labelledby="pass-intro-heading" className="mt-4 rounded-2xl bg-brand-soft p-4">
        <h2 id="pass-intro-heading" className="text-base font-bold text-brand-strong">
          {t('intro.heading')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed">{t('intro.body')}</p>
        <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm">
          {POINTS.map((point) => (
            <li key={point}>{t(`intro.points.${point}`)}</li>
          ))}
        </ul>
      </section>
      <nav aria-label={t('menuLabel')} className="mt-4">
        <ul className="grid grid-cols-2 gap-2">
          <li>
            <Link href="/pass/popups" className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}>
              {t('popups.pageTitle')}
            </Link>
          </li>
          <li>
            <Link
              href="/pass/partners"
              className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}
            >
              {t('partners.pageTitle')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
