import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A pass sub-page's way back up to the pass home (the header's back follows history instead). */
export function PassBackLink() {
  const t = useTranslations('pass');
  return (
    <Link href="/pass" className="inline-flex h-8 items-center text-xs font-semibold text-brand-strong hover:underline">
      {t('backToPass')}
    </Link>
  );
}
