'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useVote, voteQueries } from '@/api/votes';
import { VOTE_LABEL_KEYS, VOTE_OPTIONS, type VoteOption } from '@/lib/popup-detail-constants';

/**
 * The 'flutter index' (설렘 지수) vote: 'want to go' or 'undecided' (spec 4 and 9). Anyone
 * may vote: the API keeps a signed-in reader's vote by account and an anonymous one by the
 * server-issued visitor cookie, but only signed-in votes are counted in the ratios (decision
 * 049), so an anonymous voter is told their vote counts once they log in, and the total says
 * whose votes it counts. Before voting both options are open
 * and no numbers show (they would steer the choice); once voted the other option is
 * disabled and both ratios show as bars. The result is the reader's own, so it is fetched
 * in the browser and never baked into the shared server render.
 */
export function VoteSection({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.vote');
  const labels = useTranslations('vote');
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const result = useQuery(voteQueries.result(spotId));
  const vote = useVote(spotId);
  const mutation = {
    isPending: vote.isPending,
    mutate: (option: VoteOption) => {
      setFailed(false);
      vote.mutate(option, {
        // Voted the other way already (another tab): what stands is refetched (useVote).
        onError: (error) => setFailed(!ApiError.is(error, 'VOTE_ALREADY_CAST')),
      });
    },
  };

  const mine = result.data?.myOptionType ?? null;
  const ratios: Record<VoteOption, number> = {
    LEFT: result.data?.leftOptionRatio ?? 0,
    RIGHT: result.data?.rightOptionRatio ?? 0,
  };
  // Until we know whether this reader voted, a tap could contradict a vote we haven't seen.
  const waiting = result.isPending || mutation.isPending;

  return (
    <section aria-labelledby={headingId} className="border-t border-line px-4 py-5">
      <h2 id={headingId} className="text-lg font-bold">
        {labels(VOTE_LABEL_KEYS.keyword)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{mine ? t('voted') : t('question')}</p>
      <div role="group" aria-labelledby={headingId} className="mt-3 grid grid-cols-2 gap-2">
        {VOTE_OPTIONS.map((option) => {
          const chosen = mine === option;
          const ratio = Math.round(ratios[option]);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={chosen}
              disabled={waiting || (mine !== null && !chosen)}
              onClick={() => {
                if (mine === null) mutation.mutate(option);
              }}
              className={`relative flex h-14 items-center justify-between overflow-hidden rounded-xl border px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
                chosen ? 'border-brand text-brand-strong' : 'border-line text-ink disabled:text-ink-muted'
              }`}
            >
              {mine ? (
                // The bar is decoration: the percentage beside the label carries the number.
                <span
                  aria-hidden="true"
                  className={`absolute inset-y-0 left-0 ${chosen ? 'bg-brand-soft' : 'bg-canvas'}`}
                  style={{ width: `${ratio}%` }}
                />
              ) : null}
              <span className="relative">{labels(VOTE_LABEL_KEYS[option])}</span>
              {mine ? <span className="relative tabular-nums">{t('ratio', { ratio })}</span> : null}
            </button>
          );
        })}
      </div>
      {mine && result.data ? (
        <>
          <p className="mt-2 text-right text-xs text-ink-muted">{t('total', { count: result.data.totalCount })}</p>
          {result.data.myVoteCounted ? null : <p className="mt-1 text-xs text-ink-muted">{t('notCounted')}</p>}
        </>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">{t('hint')}</p>
      )}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-brand-strong">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}
