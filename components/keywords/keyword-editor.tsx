'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { keywordQueries, useRequestKeyword, useSaveKeywords } from '@/api/keywords';
import { searchQueries } from '@/api/search';
import { Button } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { CloseIcon } from '@/components/ui/icons/close';
import { PlusIcon } from '@/components/ui/icons/plus';
import { TextSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { KEYWORD_LIMITS } from '@/lib/constants';
import { distinctKeywords, isValidKeyword, normalizeKeyword } from '@/lib/keywords';
import { showToast } from '@/stores/toast-store';

/**
 * Keyword alerts (/mypage/keywords): the keywords I follow as chips, each removable, a field
 * to add one (Enter adds), and this week's most searched keywords to add with a tap. Every
 * change saves the whole list at once (PUT), so the screen is never out of step with the
 * server. A keyword the suggestions lack can be proposed to the operators.
 */
export function KeywordEditor() {
  const t = useTranslations('keywords');
  const mine = useQuery(keywordQueries.mine());
  const trending = useQuery(searchQueries.rank());
  const save = useSaveKeywords();
  const request = useRequestKeyword();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const current = mine.data?.keywords.map((k) => k.keyword) ?? [];
  const known = new Set(current.map((k) => k.toLocaleLowerCase('ko')));
  const full = current.length >= KEYWORD_LIMITS.maxKeywords;

  const saveList = (list: string[], done?: string) =>
    save.mutate(distinctKeywords(list), {
      onSuccess: () => (done ? showToast({ message: done }) : undefined),
      onError: () => showToast({ message: t('saveFailed') }),
    });

  const add = (raw: string) => {
    const keyword = normalizeKeyword(raw);
    if (!isValidKeyword(keyword)) return setError(t('invalid', { max: KEYWORD_LIMITS.maxLength }));
    if (known.has(keyword.toLocaleLowerCase('ko'))) return setError(t('duplicate'));
    if (full) return setError(t('full', { max: KEYWORD_LIMITS.maxKeywords }));
    setError(null);
    setDraft('');
    saveList([...current, keyword], t('added', { keyword }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
  };

  const propose = () => {
    const keyword = normalizeKeyword(draft);
    if (!isValidKeyword(keyword)) return setError(t('invalid', { max: KEYWORD_LIMITS.maxLength }));
    request.mutate(keyword, {
      onSuccess: () => showToast({ message: t('requested', { keyword }) }),
      onError: () => showToast({ message: t('saveFailed') }),
    });
  };

  const suggestions = (trending.data?.keywords ?? [])
    .map((k) => k.keyword)
    .filter((k) => !known.has(k.toLocaleLowerCase('ko')))
    .slice(0, 10);

  return (
    <section aria-labelledby="keywords-title" className="px-4 pt-6 pb-12">
      <h1 id="keywords-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-1 text-label text-ink-muted">{t('description', { max: KEYWORD_LIMITS.maxKeywords })}</p>

      <form onSubmit={submit} className="mt-4 flex items-start gap-2">
        <TextField
          label={t('fieldLabel')}
          hint={t('fieldHint', { max: KEYWORD_LIMITS.maxLength })}
          error={error}
          value={draft}
          maxLength={KEYWORD_LIMITS.maxLength * 2}
          enterKeyHint="done"
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          className="flex-1"
        />
        <Button type="submit" className="mt-7" disabled={save.isPending || !draft.trim()}>
          {t('add')}
        </Button>
      </form>
      {draft.trim() ? (
        <button
          type="button"
          onClick={propose}
          disabled={request.isPending}
          className="mt-1 min-h-tap text-label text-ink-muted underline underline-offset-2"
        >
          {t('propose', { keyword: normalizeKeyword(draft) })}
        </button>
      ) : null}

      <h2 className="mt-6 text-base font-bold">
        {t('mine')}{' '}
        {mine.data ? (
          <span className="text-label font-medium text-ink-muted tabular-nums">
            {t('count', { count: current.length, max: KEYWORD_LIMITS.maxKeywords })}
          </span>
        ) : null}
      </h2>
      <QueryGate
        query={mine}
        size="compact"
        skeleton={<TextSkeleton lines={1} className="mt-2" />}
        errorLabel={t('loadError')}
      >
        {() =>
          current.length === 0 ? (
            <p className="mt-2 text-label text-ink-muted">{t('empty')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {current.map((keyword) => (
                <li key={keyword}>
                  <span className="inline-flex items-center gap-1 rounded-full bg-canvas ps-3 text-label font-semibold">
                    {keyword}
                    <button
                      type="button"
                      aria-label={t('remove', { keyword })}
                      onClick={() => saveList(current.filter((k) => k !== keyword))}
                      className="inline-flex size-tap items-center justify-center rounded-full text-ink-muted hover:text-ink"
                    >
                      <CloseIcon width={16} height={16} />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>

      {suggestions.length ? (
        <>
          <h2 className="mt-6 text-base font-bold">{t('suggestions')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((keyword) => (
              <li key={keyword}>
                <button
                  type="button"
                  disabled={full || save.isPending}
                  aria-label={t('addSuggestion', { keyword })}
                  onClick={() => add(keyword)}
                  className="inline-flex min-h-tap items-center gap-1 rounded-full border border-line px-3 text-label disabled:opacity-50"
                >
                  <PlusIcon width={14} height={14} />
                  {/* Trending keywords are what people search, in Korean, in every language. */}
                  <span lang="ko">{keyword}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
