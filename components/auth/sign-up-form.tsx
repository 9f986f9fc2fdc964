'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { termsQueries, useSignUp } from '@/api/terms';
import type { MyTerms } from '@/api/contracts/terms';
import { NicknameField, type NicknameVerdict } from '@/components/shared/nickname-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/empty-state';
import { loginErrorUrl } from '@/api/login-error-url';
import { CONSENT_ITEMS, REQUIRED_CONSENTS } from '@/lib/consent-items';
import { ConsentChecklist, type ConsentAnswers } from './consent-checklist';

/** Answers given before (Kakao Sync) are ticked already; the rest start unticked. */
function initialAnswers(terms: MyTerms | undefined): ConsentAnswers {
  const given = new Map(
    [...(terms?.requiredTerms ?? []), ...(terms?.userOptionalTerms ?? [])].map((t) => [t.termType, t]),
  );
  return Object.fromEntries(
    CONSENT_ITEMS.map((item) => [item, Boolean(given.get(item)?.isAgreed && given.get(item)?.answeredAt)]),
  ) as ConsentAnswers;
}

/**
 * /signup, after the first sign-in: step 1 the consent items (the required three, and an
 * "I am under 14" way out that ends at the spec's under-14 screen with the account removed),
 * step 2 the nickname with its live check. Done, the browser loads `next` afresh so that the
 * new login cookies (the token carries the nickname) apply everywhere.
 */
export function SignUpForm({ next, suggestedNickname }: { next: string; suggestedNickname: string }) {
  const t = useTranslations('signup');
  const locale = useLocale();
  const terms = useQuery(termsQueries.mine());
  const [answers, setAnswers] = useState<ConsentAnswers | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [nickname, setNickname] = useState(suggestedNickname);
  const [verdict, setVerdict] = useState<NicknameVerdict>({ nickname: suggestedNickname, ok: false });
  const [serverNicknameError, setServerNicknameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const signUp = useSignUp();
  // Signed up (or told to go elsewhere), and the next page is loading: the form stays busy.
  const [leaving, setLeaving] = useState(false);
  const busy = signUp.isPending || leaving;
  const [askUnder14, setAskUnder14] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingId = useId();

  if (terms.isError && !terms.data) {
    return <LoadError message={t('loadError')} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />;
  }
  const current = answers ?? initialAnswers(terms.data);
  const requiredDone = REQUIRED_CONSENTS.every((item) => current[item]);

  const leave = (to: string | URL) => {
    setLeaving(true);
    window.location.assign(to);
  };

  const submit = (overrides: Partial<ConsentAnswers> = {}) => {
    setFailure(null);
    const final = { ...current, ...overrides };
    signUp.mutate(
      { terms: CONSENT_ITEMS.map((termType) => ({ termType, isAgreed: final[termType] })), nickname: verdict.nickname },
      {
        onSuccess: () => leave(next),
        onError: (error) => {
          if (ApiError.is(error, 'UNDER_14')) leave(loginErrorUrl('under14', locale));
          else if (ApiError.is(error, 'NICKNAME_TAKEN')) setServerNicknameError(t('nicknameTaken'));
          else if (ApiError.is(error, 'ALREADY_SIGNED_UP')) leave(next);
          else setFailure(t('failed'));
        },
      },
    );
  };

  const go = (to: 1 | 2) => {
    setStep(to);
    // The new step's heading takes the focus, so that it is read out and Tab starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section aria-labelledby="signup-step" className="flex flex-col gap-5 px-6 pt-8 pb-12">
      <div>
        <h1 className="text-xl font-bold">{t('title')}</h1>
        <p className="text-label text-ink-muted">{t('step', { current: step, total: 2 })}</p>
      </div>
      {step === 1 ? (
        <>
          <h2 id="signup-step" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('termsTitle')}
          </h2>
          <ConsentChecklist answers={current} onChange={setAnswers} />
          {!requiredDone ? (
            <p id={missingId} className="text-label text-ink-muted">
              {t('requiredMissing')}
            </p>
          ) : null}
          <Button
            variant="primary"
            disabled={!requiredDone}
            aria-describedby={requiredDone ? undefined : missingId}
            onClick={() => go(2)}
          >
            {t('next')}
          </Button>
          <button
            type="button"
            onClick={() => setAskUnder14(true)}
            className="inline-flex min-h-tap items-center self-center text-label text-ink-muted underline underline-offset-2"
          >
            {t('under14')}
          </button>
        </>
      ) : (
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (verdict.ok && !busy) submit();
          }}
        >
          <div>
            <h2 id="signup-step" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t('nicknameTitle')}
            </h2>
            <p className="mt-1 text-label text-ink-muted">{t('nicknameDescription')}</p>
          </div>
          <NicknameField
            value={nickname}
            onChange={(value) => {
              setNickname(value);
              setServerNicknameError(null);
            }}
            onVerdict={setVerdict}
            error={serverNicknameError}
          />
          {failure ? (
            <p role="alert" className="text-label font-medium text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={() => go(1)}>
              {t('back')}
            </Button>
            <Button type="submit" variant="primary" className="flex-1" disabled={!verdict.ok} loading={busy}>
              {t('submit')}
            </Button>
          </div>
        </form>
      )}
      {askUnder14 ? (
        <ConfirmDialog
          title={t('under14Title')}
          description={t('under14Description')}
          confirmLabel={t('under14Confirm')}
          cancelLabel={t('cancel')}
          tone="danger"
          pending={busy}
          onConfirm={() => submit({ AGE_OVER_14: false })}
          onCancel={() => setAskUnder14(false)}
        />
      ) : null}
    </section>
  );
}
