'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { calendarFeedQuery, useCalendarFeedMutations } from '@/api/calendar';
import type { CalendarFeedCreated } from '@/api/contracts/calendar';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryGate } from '@/components/ui/query-gate';
import { TextSkeleton } from '@/components/ui/skeleton';
import { COPY_TOAST_DURATION_MS } from '@/lib/client-constants';
import { ALERT_OFFSETS_MINUTES } from '@/lib/constants';
import { formatSeoulDate } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';

/**
 * The private calendar subscription under the picks calendar. The address is a secret that
 * only exists in the answer that made it (the server keeps a hash), so it is shown right
 * after it is made, with copy and 'open in calendar app'; afterwards the section says a
 * subscription is on, sets its reminders, and can make a new address (the old one stops) or
 * stop it.
 */
export function CalendarSubscription() {
  const t = useTranslations('picks.subscription');
  const lang = useLocale() as Locale;
  const feed = useQuery(calendarFeedQuery());
  const { rotate, setAlarms, remove } = useCalendarFeedMutations();
  const [fresh, setFresh] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  const urlId = useId();

  const make = () =>
    rotate.mutate(lang, {
      onSuccess: (created) => {
        setFresh(created);
        setConfirming(null);
      },
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: t('copied'), durationMs: COPY_TOAST_DURATION_MS });
    } catch {
      // The address stays selectable in its field.
      showToast({ message: t('copyFailed') });
    }
  };

  return (
    <section aria-labelledby="calendar-subscription-title" className="mt-8 rounded-card border border-line p-4">
      <h2 id="calendar-subscription-title" className="text-base font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-label text-ink-muted">{t('description')}</p>

      <QueryGate
        query={feed}
        size="compact"
        skeleton={<TextSkeleton lines={2} className="mt-3" />}
        errorLabel={t('loadError')}
      >
        {(data) =>
          fresh && data.active ? (
            <div className="mt-3 flex flex-col gap-2">
              <label htmlFor={urlId} className="text-label font-semibold">
                {t('addressLabel')}
              </label>
              <input
                id={urlId}
                readOnly
                value={fresh.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-tap w-full rounded-control border border-line-strong bg-canvas px-3 text-label"
              />
              <p className="text-xs text-ink-muted">{t('secretHint')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void copy(fresh.url)}>
                  {t('copy')}
                </Button>
                <a href={fresh.webcalUrl} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
                  {t('openInApp')}
                </a>
              </div>
            </div>
          ) : data.active ? (
            <div className="mt-3 flex flex-col gap-3">
              {data.rotatedAt ? (
                <p className="text-label">{t('active', { date: formatSeoulDate(data.rotatedAt, lang) })}</p>
              ) : null}
              <fieldset>
                <legend className="text-label font-semibold">{t('alarmsLabel')}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4">
                  {ALERT_OFFSETS_MINUTES.map((minutes) => {
                    const offsets = data.alarmOffsets;
                    const checked = offsets.includes(minutes);
                    return (
                      <label key={minutes} className="inline-flex min-h-tap items-center gap-2 text-label">
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={setAlarms.isPending}
                          onChange={() =>
                            setAlarms.mutate({
                              alarmOffsets: checked ? offsets.filter((m) => m !== minutes) : [...offsets, minutes],
                            })
                          }
                          className="size-5 accent-brand"
                        />
                        {t(`alarm.${minutes}`)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <p className="text-xs text-ink-muted">{t('lostHint')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setConfirming('rotate')}>
                  {t('rotate')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming('remove')}>
                  {t('remove')}
                </Button>
              </div>
            </div>
          ) : (
            <Button className="mt-3" size="sm" onClick={make} disabled={rotate.isPending}>
              {t('make')}
            </Button>
          )
        }
      </QueryGate>

      {confirming === 'rotate' ? (
        <ConfirmDialog
          title={t('rotateTitle')}
          description={t('rotateDescription')}
          confirmLabel={t('rotateConfirm')}
          cancelLabel={t('cancel')}
          pending={rotate.isPending}
          onConfirm={make}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'remove' ? (
        <ConfirmDialog
          title={t('removeTitle')}
          description={t('removeDescription')}
          confirmLabel={t('removeConfirm')}
          cancelLabel={t('cancel')}
          tone="danger"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setFresh(null);
                setConfirming(null);
              },
            })
          }
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
