'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchIcon } from '@/components/ui/icons/search';

/** The API accepts keywords of up to 50 characters (after trimming). */
const KEYWORD_MAX_LENGTH = 50;

/**
 * The keyword box: a search landmark with a labelled type=search input. Enter (or the
 * button) submits; the clear button empties the box and, if a keyword was applied, the
 * search. The reader's typing stays local until they submit, so the results (and the URL)
 * don't change on every keystroke.
 */
export function SearchBar({ keyword, onSubmit }: { keyword: string; onSubmit: (keyword: string) => void }) {
  const t = useTranslations('search.bar');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(keyword);
  const [applied, setApplied] = useState(keyword);
  // The applied keyword changed elsewhere (reset, a ranked keyword link): show it.
  if (applied !== keyword) {
    setApplied(keyword);
    setDraft(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setDraft(next);
    onSubmit(next);
    // Closes the on-screen keyboard so the results are visible.
    input.current?.blur();
  };

  const clear = () => {
    setDraft('');
    if (keyword) onSubmit('');
    input.current?.focus();
  };

  return (
    <form role="search" aria-label={t('label')} onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('keyword')}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={input}
          id={id}
          type="search"
          name="keyword"
          value={draft}
          maxLength={KEYWORD_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-tap w-full rounded-full border border-line-strong bg-canvas pr-11 pl-9 text-base [&::-webkit-search-cancel-button]:appearance-none"
        />
        {draft && (
          <IconButton
            label={t('clear')}
            icon={<CloseIcon width={16} height={16} />}
            onClick={clear}
            className="absolute top-0 right-0"
          />
        )}
      </div>
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}
