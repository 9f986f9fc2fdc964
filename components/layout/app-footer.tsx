import { useTranslations } from 'next-intl';
import { BusinessInfoDetails } from '@/components/shared/business-info-details';
import { Link } from '@/i18n/navigation';
import { termsPath } from '@/lib/terms/paths';

const LINKS = [
  { key: 'terms', href: termsPath('service') },
  { key: 'privacy', href: termsPath('privacy') },
  { key: 'notice', href: '/notice' },
  { key: 'pass', href: '/pass' },
] as const;

/**
 * The site footer: terms, privacy policy (bold, as Korean law expects it to stand out),
 * notices, the partner pass, and the business information a Korean service must show.
 * A server component with nothing of the viewer's: every visitor gets the same HTML.
 */
export function AppFooter() {
  const t = useTranslations('footer');
  return (
    <footer className="border-t border-line bg-canvas px-gutter pt-6 pb-8 text-caption text-ink-muted">
      <nav aria-label={t('label')}>
        <ul className="flex flex-wrap gap-x-1 gap-y-0">
          {LINKS.map(({ key, href }) => (
            <li key={key}>
              <Link
                href={href}
                className={`inline-flex min-h-tap items-center px-2 text-label hover:underline ${
                  key === 'privacy' ? 'font-bold text-ink' : 'text-ink'
                }`}
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Korean law asks for it on every page; folded, so it doesn't push the page's end away. */}
      <details className="mt-3 px-2">
        <summary className="flex min-h-tap cursor-pointer items-center text-label font-semibold text-ink">
          {t('businessInfo')}
        </summary>
        <div className="pb-2">
          <BusinessInfoDetails />
        </div>
      </details>
      <p className="mt-3 px-2">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
