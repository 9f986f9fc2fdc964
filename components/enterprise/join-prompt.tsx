import { useTranslations } from 'next-intl';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

/**
 * /enterprise for someone who is not a company member (nor an admin): what the console is
 * for and the way in, the work-email verification; a code already sent is picked up again.
 */
export function JoinPrompt({ pending }: { pending: MyEnterprise['pending'] }) {
  const t = useTranslations('enterprise.joinPrompt');
  return (
    <section aria-labelledby="join-prompt-title" className="mx-auto flex max-w-xl flex-col gap-3 py-10 text-center">
      <h1 id="join-prompt-title" className="text-title font-bold text-ink">
        {t('title')}
      </h1>
      <p className="text-body text-ink-muted">{t('description')}</p>
      <ul className="mx-auto flex list-disc flex-col gap-1 ps-5 text-start text-label text-ink-muted">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
      </ul>
      <Link href="/enterprise/join" className={buttonClassName({ size: 'lg', className: 'mx-auto mt-2' })}>
        {pending ? t('continue', { email: pending.email }) : t('start')}
      </Link>
    </section>
  );
}
