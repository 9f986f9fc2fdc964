'use client';

import { useLocale, useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useDeleteAccount } from '@/api/users';
import { Button } from '@/components/ui/button';
import { getPathname } from '@/i18n/navigation';
import { clearClientSession } from '@/api/client-session';

/**
 * Account deletion with an inline confirmation step, brought into view when it opens. On
 * success the stored login values (token, nickname, user id, apple code) are cleared, as the
 * spec asks, and home is loaded afresh (saying the account is gone: the server's flash) so
 * nothing of the account stays on screen or in memory.
 */
export function DeleteAccount() {
  const t = useTranslations('auth.mypage');
  const locale = useLocale();
  const [step, setStep] = useState<'idle' | 'confirm' | 'failed' | 'forbidden' | 'gone' | 'leaving'>('idle');
  const deletion = useDeleteAccount();
  // 'leaving': deleted, and home is loading: the button stays busy until the page goes.
  const deleting = deletion.isPending || step === 'leaving';
  const descriptionId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  // The confirmation opens under the button, often below the screen's edge and the tab bar:
  // it is scrolled into view (clear of the bar, scroll-mb) and its title takes the focus.
  useEffect(() => {
    if (step !== 'confirm') return;
    const title = titleRef.current;
    title?.closest('[role="group"]')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    title?.focus({ preventScroll: true });
  }, [step]);

  const confirmDelete = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setStep('leaving');
        clearClientSession();
        window.location.assign(getPathname({ href: '/', locale }));
      },
      onError: (error) => {
        // Spec: HTTP 400 on account deletion shows the not-found page.
        if (ApiError.is(error) && error.status === 400) setStep('gone');
        else setStep(ApiError.is(error, 'DEMO_ACCOUNT_PROTECTED') ? 'forbidden' : 'failed');
      },
    });

  if (step === 'gone') notFound();
  if (step === 'idle') {
    return (
      <button
        type="button"
        onClick={() => setStep('confirm')}
        // Quiet on purpose (not a main action), yet a 44 px target.
        className="inline-flex min-h-tap items-center text-caption text-ink-muted underline underline-offset-2"
      >
        {t('deleteAccount')}
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-describedby={descriptionId}
      className="scroll-mt-20 scroll-mb-[calc(6rem+env(safe-area-inset-bottom))] rounded-card border border-line p-4 text-left"
    >
      <p ref={titleRef} tabIndex={-1} className="text-body font-semibold focus:outline-none">
        {t('deleteConfirmTitle')}
      </p>
      <div id={descriptionId} className="mt-1 text-label text-ink-muted">
        <p>{t('deleteConfirmDescription')}</p>
        <p className="mt-2 font-semibold text-ink">{t('deleteErasedTitle')}</p>
        <p>{t('deleteErased')}</p>
        <p className="mt-2 font-semibold text-ink">{t('deleteKeptTitle')}</p>
        <p>{t('deleteKept')}</p>
      </div>
      {!deleting && (step === 'failed' || step === 'forbidden') && (
        <p role="alert" className="mt-2 text-label text-danger">
          {t(step === 'forbidden' ? 'deleteForbidden' : 'deleteFailed')}
        </p>
      )}
      <div className="mt-4 flex gap-2">
        <Button variant="outline" fullWidth className="flex-1" onClick={() => setStep('idle')} disabled={deleting}>
          {t('deleteCancel')}
        </Button>
        <Button variant="danger" fullWidth className="flex-1" onClick={confirmDelete} loading={deleting}>
          {deleting ? t('deleting') : t('deleteConfirm')}
        </Button>
      </div>
    </div>
  );
}
