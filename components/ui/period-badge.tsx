import { useTranslations } from 'next-intl';
import type { PeriodType } from '@/lib/period-type';

const STYLES: Record<PeriodType, string> = {
  READY: 'bg-ready-soft text-ready',
  IN_PROGRESS: 'bg-brand-soft text-progress',
  ENDED: 'bg-canvas text-ended',
};

/** "오픈 예정" / "진행 중" / "종료": colour helps, the text carries the meaning. */
export function PeriodBadge({ periodType }: { periodType: PeriodType }) {
  const t = useTranslations('popup.periodType');
  return (
    <span
      className={`inline-flex items-center shrink-0 rounded-full px-2 py-0.5 text-caption font-semibold ${STYLES[periodType]}`}
    >
      {t(periodType)}
    </span>
  );
}
