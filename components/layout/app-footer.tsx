import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

const LINKS = [
  { key: 'terms', href: '/terms/service' },
  { key: 'privacy', href: '/terms/privacy' },
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
      <p className="mt-4 px-2">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
