'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notificationQueries, useSetActivation } from '@/api/notifications';
import { QueryGate } from '@/components/ui/query-gate';
import { TextSkeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Link } from '@/i18n/navigation';
import { showToast } from '@/stores/toast-store';
import { BrowserPushSwitch } from './browser-push-switch';

/**
 * /notifications/settings: one switch per kind. A switch moves at once; '저장했어요' under it
 * once the server has it, or it moves back with a toast if the server refuses. The marketing switch is the marketing consent itself.
 */
export function NotificationSettings() {
  const t = useTranslations('notifications.settings');
  const settings = useQuery(notificationQueries.settings());
  const setActivation = useSetActivation();
  // The switch the server last confirmed: it says so under it until another one moves.
  const [saved, setSaved] = useState<number | null>(null);

  return (
    <section aria-labelledby="notification-settings-title" className="px-4 pt-6 pb-12">
      <h1 id="notification-settings-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-1 text-label text-ink-muted">{t('description')}</p>
      <BrowserPushSwitch />
      <QueryGate
        query={settings}
        skeleton={
          <div className="mt-4">
            {[0, 1, 2, 3].map((row) => (
              <TextSkeleton key={row} lines={2} className="py-3" />
            ))}
          </div>
        }
        errorLabel={t('loadError')}
      >
        {(data) => (
          <ul className="mt-4 divide-y divide-line">
            {data.map((setting) => (
              <li key={setting.id} className="py-3">
                <Switch
                  checked={setting.isActivated}
                  label={t(`kinds.${setting.group}.label`)}
                  description={t(`kinds.${setting.group}.description`)}
                  pending={setActivation.isPending && setActivation.variables?.id === setting.id}
                  onCheckedChange={(isActivated) => {
                    setSaved(null);
                    setActivation.mutate(
                      { id: setting.id, isActivated },
                      { onSuccess: () => setSaved(setting.id), onError: () => showToast({ message: t('failed') }) },
                    );
                  }}
                />
                <p role="status" className="text-label text-success">
                  {saved === setting.id ? t('saved') : null}
                </p>
                {setting.group === 'KEYWORD' ? (
                  <Link
                    href="/mypage/keywords"
                    className="mt-1 inline-flex min-h-tap items-center text-label font-semibold underline underline-offset-2"
                  >
                    {t('manageKeywords')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryGate>
    </section>
  );
}
