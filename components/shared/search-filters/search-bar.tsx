'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchIcon } from '@/components/ui/icons/search';
import { useRouter } from '@/i18n/client-navigation';
import type { SearchOption } from './search-suggestions';

// Recent searches, suggestions and their popup come when the box is first focused (or pointed
// at): most visits never open it, and the list page's first load stays small (decision 058).
const loadAssist = () => import('./search-assist');
const SearchAssist = lazy(() => loadAssist().then((m) => ({ default: m.SearchAssist })));
const recentSearches = () => loadAssist().then((m) => m.recentSearches);
const NO_OPTIONS: SearchOption[] = [];

/** The API accepts keywords of up to 50 characters (after trimming). */
const KEYWORD_MAX_LENGTH = 50;

/**
 * The keyword box: a search landmark around a WAI-ARIA combobox. While the box is focused a
 * listbox offers the reader's recent searches (box empty) or suggestions for what is typed;
 * ↑/↓ move through them with focus staying in the box (aria-activedescendant), Enter chooses
 * the active one and otherwise submits what is typed, Escape closes the list, Delete removes
 * the active recent search. A pop-up's title opens that pop-up; any other choice searches its
 * text. The reader's typing stays local until they submit or choose, so the results (and the
 * URL) don't change on every keystroke. Submitted and chosen keywords become recent searches.
 */
export function SearchBar({ keyword, onSubmit }: { keyword: string; onSubmit: (keyword: string) => void }) {
  const t = useTranslations('search.bar');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [draft, setDraft] = useState(keyword);
  const [applied, setApplied] = useState(keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Mounted from the first focus on; it reports what it offers for the keyboard handling.
  const [assist, setAssist] = useState(false);
  const [options, setOptions] = useState(NO_OPTIONS);
  // The applied keyword changed elsewhere (reset, a ranked keyword link): show it.
  if (applied !== keyword) {
    setApplied(keyword);
    setDraft(keyword);
  }

  const showRecent = draft.trim() === '';
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (next: string) => {
    if (next) void recentSearches().then((recent) => recent.add(next));
    setDraft(next);
    close();
    onSubmit(next);
    // Closes the on-screen keyboard so the results are visible.
    input.current?.blur();
  };

  const choose = (option: SearchOption) => {
    const spotId = option.suggestion?.kind === 'TITLE' ? option.suggestion.spotId : null;
    if (spotId === null) return search(option.text);
    void recentSearches().then((recent) => recent.add(option.text));
    close();
    router.push(`/popup/${spotId}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft.trim());
  };

  const clear = () => {
    setDraft('');
    setActive(-1);
    if (keyword) onSubmit('');
    input.current?.focus();
  };

  /** After a deletion the box keeps the focus (the pressed button may be gone). */
  const removeRecent = (text: string) => {
    void recentSearches().then((recent) => recent.remove(text));
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A Korean syllable being composed: the IME's own Enter and arrows, not ours.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const count = options.length;
        if (!expanded) {
          setOpen(true);
          setActive(count === 0 ? -1 : event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        // Past either end comes back to the typed text (no option active).
        const from = activeIndex === -1 ? count : activeIndex;
        const next = (from + (event.key === 'ArrowDown' ? 1 : -1) + count + 1) % (count + 1);
        setActive(next === count ? -1 : next);
        return;
      }
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]);
        }
        // No active option: the form submits what is typed.
        return;
      case 'Escape':
        if (expanded) {
          // Only closes the list (a search box would otherwise also clear itself).
          event.preventDefault();
          close();
        }
        return;
      case 'Delete':
        if (showRecent && activeIndex >= 0) {
          event.preventDefault();
          removeRecent(options[activeIndex].text);
        }
        return;
    }
  };

  // Focus moving within the box, its clear button and the list keeps the list open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <form role="search" aria-label={t('label')} onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('keyword')}
      </label>
      <div className="relative flex-1" onBlur={onBlur}>
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={draft}
          maxLength={KEYWORD_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setAssist(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadAssist()}
          onKeyDown={onKeyDown}
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
        {assist ? (
          <Suspense fallback={null}>
            <SearchAssist
              draft={draft}
              open={open}
              onOptions={setOptions}
              expanded={expanded}
              id={listboxId}
              optionId={optionId}
              activeIndex={activeIndex}
              onChoose={(index) => choose(options[index])}
              onRemove={removeRecent}
              onClear={() => {
                void recentSearches().then((recent) => recent.clear());
                input.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}
