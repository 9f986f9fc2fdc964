'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, Ref } from 'react';
import { BOOKER_DETAILS_RETENTION_DAYS } from '@/lib/reservation-rules';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string; ref?: Ref<HTMLInputElement> };

/**
 * The required consent to hand the booker's name and number to the pop-up's organiser, with
 * what the law asks a person to be told before agreeing: who receives what, why, and for how
 * long. The details are the checkbox's description, so a screen reader reads them with it.
 */
export function BookingConsent({ error, ref, ...input }: Props) {
  const t = useTranslations('reservation.form');
  return (
    <div className="rounded-card border border-line p-4">
      <label className="flex min-h-tap items-start gap-3 text-label font-semibold">
        <input
          ref={ref}
          type="checkbox"
          aria-describedby={error ? 'booking-consent-details booking-consent-error' : 'booking-consent-details'}
          aria-invalid={error ? true : undefined}
          className="size-6 shrink-0 accent-brand"
          {...input}
        />
        {t('consent')}
      </label>
      <ul id="booking-consent-details" className="mt-2 flex flex-col gap-0.5 ps-8 text-caption text-ink-muted">
        <li>{t('consentRecipient')}</li>
        <li>{t('consentItems')}</li>
        <li>{t('consentPurpose')}</li>
        <li>{t('consentRetention', { days: BOOKER_DETAILS_RETENTION_DAYS })}</li>
        <li>{t('consentRefusal')}</li>
      </ul>
      {error ? (
        <p id="booking-consent-error" role="alert" className="mt-2 ps-8 text-caption font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
