import { useTranslations } from 'next-intl';
import type { CompanySpotStatus } from '@/api/contracts/enterprise-spots';
import { cx } from '@/lib/cx';

const TONE: Record<CompanySpotStatus, string> = {
  PUBLISHED: 'bg-brand-soft text-brand-strong',
  SCHEDULED: 'bg-canvas text-ink',
  UNPUBLISHED: 'bg-canvas text-ink-muted',
};

/** Published, scheduled or not public, as a small label. */
export function SpotStatusBadge({ status }: { status: CompanySpotStatus }) {
  const t = useTranslations('enterprise.popups.status');
  return (
    <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold', TONE[status])}>
      {t(status)}
    </span>
  );
}
