'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { showToast } from '@/stores/toast-store';
import { useBrowserPush } from './use-browser-push';

/**
 * "Alerts on this device": the switch that lets alerts reach the phone or computer even when
 * Popspot is not open. Absent where the browser or the server has no Web Push; when the
 * reader blocked notifications for the site, says how to allow them again.
 */
export function BrowserPushSwitch() {
  const t = useTranslations('notifications.settings.push');
  const { state, turnOn, turnOff } = useBrowserPush();
  const [busy, setBusy] = useState(false);
  if (state === 'unavailable') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = await (on ? turnOn() : turnOff());
      if (on && next === 'blocked') showToast({ message: t('blocked') });
    } catch {
      showToast({ message: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 rounded-card border border-line p-3">
      <Switch
        checked={state === 'on'}
        label={t('label')}
        description={state === 'blocked' ? t('blocked') : t('description')}
        disabled={state === 'blocked' || state === 'checking'}
        pending={busy}
        onCheckedChange={(on) => void change(on)}
      />
    </div>
  );
}
