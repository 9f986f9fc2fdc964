'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SearchSuggestion } from '@/api/contracts/search';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CloseIcon } from '@/components/ui/icons/close';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { SearchIcon } from '@/components/ui/icons/search';

/** One row of the list: a recent search (suggestion null) or a suggestion from the API. */
export type SearchOption = { text: string; suggestion: SearchSuggestion | null };

type Props = {
  /** The listbox's id (the box's aria-controls). */
  id: string;
  /** Each option's id (the box's aria-activedescendant). */
  optionId: (index: number) => string;
  options: SearchOption[];
  activeIndex: number;
  /** Recent searches (the box is empty), each with a delete button, and 'clear all'. */
  recent: boolean;
  onChoose: (index: number) => void;
  onRemove: (text: string) => void;
  onClear: () => void;
};

/**
 * SearchBar's popup: a listbox whose options never take focus (the box keeps it and points
 * at the active one). A press inside doesn't move focus out of the box either, so the list
 * stays open until the choice is made. Recent searches' delete buttons sit in a column of
 * their own beside the listbox (a listbox may hold only options), one per row.
 */
export function SearchSuggestions({ id, optionId, options, activeIndex, recent, onChoose, onRemove, onClear }: Props) {
  const t = useTranslations('search.suggestions');
  const locale = useLocale();
  const label = recent ? t('recent') : t('label');
  return (
    <div
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[min(60dvh,28rem)] overflow-y-auto rounded-card bg-surface text-ink shadow-lg ring-1 ring-line"
      onMouseDown={(event) => event.preventDefault()}
    >
      {recent ? (
        <div className="flex items-center justify-between gap-2 ps-4 pt-1">
          <p aria-hidden="true" className="text-caption font-semibold text-ink-muted">
            {label}
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('clearRecent')}
          </Button>
        </div>
      ) : null}
      <div className="flex py-1">
        <ul id={id} role="listbox" aria-label={label} className="min-w-0 flex-1">
          {options.map((option, index) => (
            <li
              key={`${option.suggestion?.kind ?? 'RECENT'}-${option.suggestion?.spotId ?? ''}-${option.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => onChoose(index)}
              className="flex h-tap cursor-pointer items-center gap-2 px-4 text-body hover:bg-canvas aria-selected:bg-brand-soft"
            >
              <OptionIcon option={option} />
              <span
                className="min-w-0 truncate"
                lang={option.suggestion && option.suggestion.lang !== locale ? option.suggestion.lang : undefined}
              >
                {option.text}
              </span>
              {option.suggestion ? (
                <span className="ms-auto shrink-0 text-caption text-ink-muted">
                  {t(`kind.${option.suggestion.kind}`)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {recent ? (
          <ul aria-label={t('removeList')} className="shrink-0 pe-1">
            {options.map((option) => (
              <li key={option.text}>
                <IconButton
                  label={t('remove', { keyword: option.text })}
                  icon={<CloseIcon width={14} height={14} />}
                  onClick={() => onRemove(option.text)}
                  className="text-ink-muted"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function OptionIcon({ option }: { option: SearchOption }) {
  const props = { width: 16, height: 16, className: 'shrink-0 text-ink-muted' };
  if (!option.suggestion) return <ClockIcon {...props} />;
  if (option.suggestion.kind === 'REGION') return <MapPinIcon {...props} />;
  return <SearchIcon {...props} />;
}
