import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';

type Props = {
  /** The form's target: the audit page's address in the reader's language. */
  action: string;
  spots: { id: number; title: string }[];
  selected: number | null;
  /** An admin's ?company=, kept across the filter. */
  company: number | null;
};

/**
 * Narrows the change log to one of the company's pop-ups: a plain GET form (works without
 * JavaScript, the choice stays in the address). A server component.
 */
export function AuditSpotFilter({ action, spots, selected, company }: Props) {
  const t = useTranslations('enterprise.audit.filter');
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {company ? <input type="hidden" name="company" value={company} /> : null}
      <label className="flex min-w-0 flex-col gap-1 text-label">
        {t('label')}
        <select
          name="spot"
          defaultValue={selected ?? ''}
          className="min-h-tap max-w-full rounded-lg border border-line-strong bg-surface px-3"
        >
          <option value="">{t('all')}</option>
          {spots.map((spot) => (
            <option key={spot.id} value={spot.id} lang="ko">
              {spot.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClassName({ variant: 'outline' })}>
        {t('apply')}
      </button>
    </form>
  );
}
