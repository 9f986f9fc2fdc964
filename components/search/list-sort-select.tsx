'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LIST_SORT_OPTIONS, type ListSortOption } from '@/lib/search/search-options';

/**
 * The list's order, on the list itself (issue 31: it sat inside the filter sheet, out of
 * sight). A native select: the phone's own picker, keyboard and screen readers for free. Its
 * visible name is the order in force ('인기순'); the label says what it is to assistive tech.
 */
export function ListSortSelect({
  value,
  onChange,
}: {
  value: ListSortOption;
  onChange: (next: ListSortOption) => void;
}) {
  const t = useTranslations('search.filters.sort');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ListSortOption)}
        className="min-h-tap rounded-full border border-line-strong bg-surface py-0 pr-7 pl-3 text-label font-semibold"
      >
        {LIST_SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </select>
    </>
  );
}
