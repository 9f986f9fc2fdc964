'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { listMySessions, useSignOutEverywhere } from '@/api/auth';
import { clearClientSession } from '@/api/client-session';
import type { MySession } from '@/api/contracts/auth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getPathname } from '@/i18n/navigation';
import { deviceLabel } from '@/lib/device-label';

/**
 * "Sign out of every device" (decision 048): a confirm dialog listing where the account is
 * signed in, then every session ends at once, this one included, and home is loaded afresh
 * (the server cleared the login cookies and leaves a 'signed out' message for it).
 */
export function SignOutEverywhere() {
  const t = useTranslations('auth.mypage.everywhere');
  const format = useFormatter();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const signOut = useSignOutEverywhere();
  // Signed out everywhere, and home is loading: the dialog stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);
  const pending = signOut.isPending || leaving;
  const [failed, setFailed] = useState(false);
  const [sessions, setSessions] = useState<MySession[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    listMySessions()
      .then((list) => live && setSessions(list))
      // The list is extra: the dialog still does its one job without it.
      .catch(() => live && setSessions(null));
    return () => {
      live = false;
    };
  }, [open]);

  const confirm = () => {
    setFailed(false);
    signOut.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        clearClientSession();
        window.location.assign(getPathname({ href: '/', locale }));
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <>
      <Button variant="outline" size="lg" fullWidth onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open ? (
        <ConfirmDialog
          title={t('title')}
          description={t('description')}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm')}
          tone="danger"
          pending={pending}
          onCancel={() => {
            if (pending) return;
            setOpen(false);
            setFailed(false);
          }}
          onConfirm={confirm}
        >
          {sessions && sessions.length > 0 ? (
            <section aria-label={t('devicesLabel')} className="mt-4">
              <p className="text-label font-semibold">{t('devicesCount', { count: sessions.length })}</p>
              <ul className="mt-2 divide-y divide-line rounded-card border border-line text-label">
                {sessions.map((session) => (
                  <li key={session.id} className="flex flex-col px-3 py-2">
                    <span className="font-semibold">
                      {deviceLabel(session.userAgent) ?? t('unknownDevice')}
                      {/* A real space, not only a margin: screen readers join the name and the badge otherwise. */}
                      {session.current ? (
                        <>
                          {' '}
                          <span className="ms-1 text-brand-strong">{t('thisDevice')}</span>
                        </>
                      ) : null}
                    </span>
                    <span className="text-ink-muted">
                      {t('lastSeen', {
                        time: format.dateTime(new Date(session.lastSeenAt), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {failed ? (
            <p role="alert" className="mt-3 text-label text-danger">
              {t('failed')}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
