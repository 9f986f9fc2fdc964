'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { useSendVerificationCode, useVerifyCode } from '@/api/enterprise';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/i18n/client-navigation';
import { VERIFICATION_CODE_PATTERN } from '@/lib/company-inputs';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';
import { joinErrorKey } from './join-errors';
import { formatCountdown, useSecondsLeft } from './use-seconds-left';

type Pending = NonNullable<MyEnterprise['pending']>;

/**
 * The code step: where the code went, the code field with the time it has left, and "send
 * again" once the resend limit allows (a countdown until then). After too many wrong codes
 * the field is closed until the lock ends, and the wait is shown.
 */
export function JoinCodeStep({ pending, onChangeEmail }: { pending: Pending; onChangeEmail: () => void }) {
  const t = useTranslations('enterprise.join');
  const lang = useLocale() as Locale;
  const router = useRouter();
  const verify = useVerifyCode();
  const resend = useSendVerificationCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expiresIn = useSecondsLeft(pending.codeExpiresAt);
  const resendIn = useSecondsLeft(pending.resendAvailableAt);
  const lockedFor = useSecondsLeft(pending.lockedUntil);
  // Before hydration (null) the server's reading stands: me only reports a lock still running.
  const locked = lockedFor === null ? pending.lockedUntil !== null : lockedFor > 0;
  const expired = !locked && (expiresIn === null ? pending.codeExpiresAt === null : expiresIn === 0);
  const waitForResend = resendIn === null || resendIn > 0;
  const time = (seconds: number | null) => (seconds === null ? '' : formatCountdown(seconds));

  const words = (failure: unknown) => t(joinErrorKey(failure instanceof ApiError ? failure.code : 0));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!VERIFICATION_CODE_PATTERN.test(code)) return setError(t('codeInvalid'));
    setError(null);
    verify.mutate(
      { code },
      {
        // The console's frame (its sections) is rendered on the server: show the member's.
        onSuccess: () => router.refresh(),
        onError: (failure) => setError(words(failure)),
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(
      { email: pending.email, lang },
      {
        onSuccess: () => {
          setCode('');
          setError(null);
          showToast({ message: t('resent') });
        },
        onError: (failure) => setError(words(failure)),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="rounded-card bg-canvas p-3 text-body text-ink">
        {t('sentTo', { email: pending.email, company: pending.company.name })}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('codeLabel')}
          hint={
            locked
              ? t('lockedFor', { time: time(lockedFor) })
              : expired
                ? t('expired')
                : t('expiresIn', { time: time(expiresIn) })
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
          errorAnnouncement="alert"
          disabled={locked}
          controlClassName="tracking-[0.3em] tabular-nums"
        />
        <Button type="submit" size="lg" fullWidth loading={verify.isPending} disabled={locked || expired}>
          {t('verify')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={sendAgain} loading={resend.isPending} disabled={waitForResend}>
          {resendIn !== null && resendIn > 0 ? t('resendIn', { time: time(resendIn) }) : t('resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          {t('changeEmail')}
        </Button>
      </div>
    </div>
  );
}
