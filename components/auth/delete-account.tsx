'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { deleteMe } from '@/api/users';
import { getPathname } from '@/i18n/navigation';
import { clearClientSession } from './client-session';

/**
 * Account deletion with an inline confirmation step. On success the stored login values
 * (token, nickname, user id, apple code) are cleared, as the spec asks, and home is loaded
 * afresh so nothing of the account stays on screen or in memory.
 */
export function DeleteAccount() {
  const t = useTranslations('auth.mypage');
  const locale = useLocale();
  const [step, setStep] = useState<'idle' | 'confirm' | 'deleting' | 'failed' | 'forbidden'>('idle');
  const descriptionId = useId();

  const confirmDelete = async () => {
    setStep('deleting');
    try {
      await deleteMe();
    } catch (error) {
      setStep(ApiError.is(error, 'DEMO_ACCOUNT_PROTECTED') ? 'forbidden' : 'failed');
      return;
    }
    clearClientSession();
    window.location.assign(getPathname({ href: '/', locale }));
  };

  if (step === 'idle') {
    return (
      <button
        type="button"
        onClick={() => setStep('confirm')}
        className="text-xs text-ink-muted underline underline-offset-2"
      >
        {t('deleteAccount')}
      </button>
    );
  }

  return (
    <div role="group" aria-describedby={descriptionId} className="rounded-xl border border-line p-4 text-left">
      <p className="text-sm font-semibold">{t('deleteConfirmTitle')}</p>
      <p id={descriptionId} className="mt-1 text-xs text-ink-muted">
        {t('deleteConfirmDescription')}
      </p>
      {(step === 'failed' || step === 'forbidden') && (
        <p role="alert" className="mt-2 text-xs text-brand-strong">
          {t(step === 'forbidden' ? 'deleteForbidden' : 'deleteFailed')}
        </p>
      )}
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          onClick={() => setStep('idle')}
          disabled={step === 'deleting'}
          className="h-10 flex-1 rounded-full border border-line text-sm"
        >
          {t('deleteCancel')}
        </button>
        <button
          type="button"
          onClick={confirmDelete}
          disabled={step === 'deleting'}
          aria-busy={step === 'deleting'}
          className="h-10 flex-1 rounded-full bg-brand-strong text-sm font-semibold text-white disabled:opacity-60"
        >
          {step === 'deleting' ? t('deleting') : t('deleteConfirm')}
        </button>
      </div>
    </div>
  );
}
