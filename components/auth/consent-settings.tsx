'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { termsQueries, useUpdateTerms } from '@/api/terms';
import type { ConsentState } from '@/api/contracts/terms';
import { LoadError } from '@/components/ui/empty-state';
import { LoadingState, TextSkeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Link } from '@/i18n/navigation';
import { CONSENT_DOCUMENT, type OptionalConsent } from '@/lib/consent-items';
import { formatSeoulDate } from '@/lib/format-date';
import { termsPath } from '@/lib/terms/paths';
import { showToast } from '@/stores/toast-store';

/**
 * Terms and consents (/mypage/terms): what I agreed to, when and to which version, with the
 * text of each; the optional consents as switches (a marketing channel only with marketing).
 * Every change is stored with its time and version by the server (PUT /v1/users/terms).
 */
export function ConsentSettings() {
  const t = useTranslations('consents');
  const tItems = useTranslations('consentItems');
  const tDocs = useTranslations('terms.documents');
  const locale = useLocale();
  const terms = useQuery(termsQueries.mine());
  const update = useUpdateTerms();

  const when = (state: ConsentState) => {
    if (!state.isAgreed || !state.answeredAt) return t('notAgreed');
    const date = formatSeoulDate(state.answeredAt, locale);
    return state.version ? t('agreedOn', { date, version: state.version }) : t('agreedOnNoVersion', { date });
  };
  const docLink = (state: ConsentState) => {
    const document = CONSENT_DOCUMENT[state.termType];
    if (!document || state.termType.startsWith('PROMOTION_')) return null;
    return (
      <Link
        href={termsPath(document, state.version ?? undefined)}
        className="inline-flex min-h-tap items-center text-label text-ink-muted underline underline-offset-2"
        aria-label={tItems('view', { name: tDocs(document) })}
      >
        {tItems('viewShort')}
      </Link>
    );
  };
  const change = (termType: OptionalConsent, isAgreed: boolean) =>
    update.mutate(
      { userOptionalTerms: [{ termType, isAgreed }] },
      { onError: () => showToast({ message: t('failed') }) },
    );

  const marketing = terms.data?.userOptionalTerms.find((s) => s.termType === 'MARKETING')?.isAgreed ?? false;
  return (
    <section aria-labelledby="consents-title" className="px-4 pt-6 pb-12">
      <h1 id="consents-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-1 text-label text-ink-muted">{t('description')}</p>
      {terms.isError && !terms.data ? (
        <LoadError message={t('loadError')} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />
      ) : !terms.data ? (
        <LoadingState className="mt-4">
          {[0, 1, 2, 3].map((row) => (
            <TextSkeleton key={row} lines={2} className="py-3" />
          ))}
        </LoadingState>
      ) : (
        <>
          <h2 className="mt-6 text-body font-bold">{t('requiredTitle')}</h2>
          <ul className="mt-2 divide-y divide-line">
            {terms.data.requiredTerms.map((state) => (
              <li key={state.termType} className="flex items-center justify-between gap-2 py-2">
                <div>
                  <p className="text-body">{tItems(state.termType)}</p>
                  <p className="text-label text-ink-muted">{when(state)}</p>
                </div>
                {docLink(state)}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-label text-ink-muted">{t('requiredNote')}</p>
          <h2 className="mt-6 text-body font-bold">{t('optionalTitle')}</h2>
          <ul className="mt-2 divide-y divide-line">
            {terms.data.userOptionalTerms.map((state) => {
              const channel = state.termType.startsWith('PROMOTION_');
              return (
                <li key={state.termType} className={channel ? 'py-2 ps-6' : 'py-2'}>
                  <Switch
                    checked={state.isAgreed}
                    label={channel ? `${tItems('channels')} · ${tItems(state.termType)}` : tItems(state.termType)}
                    description={when(state)}
                    disabled={channel && !marketing}
                    pending={update.isPending && update.variables?.userOptionalTerms[0]?.termType === state.termType}
                    onCheckedChange={(on) => change(state.termType as OptionalConsent, on)}
                  />
                  {docLink(state)}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
