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
/** How long subscribing may take (the permission prompt is answered by then) before it counts as failed. */
const PUSH_TIMEOUT_MS = 30_000;

export function BrowserPushSwitch() {
  const t = useTranslations('notifications.settings.push');
  const { state, turnOn, turnOff } = useBrowserPush();
  const [busy, setBusy] = useState(false);
  if (state === 'unavailable') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    let timer = 0;
    try {
      // A browser whose push service never answers must not leave the switch busy for ever.
      const next = await Promise.race([
        on ? turnOn() : turnOff(),
        new Promise<never>((_, reject) => {
          timer = window.setTimeout(() => reject(new Error('timed out')), PUSH_TIMEOUT_MS);
        }),
      ]);
      // Every way a tap to turn on can end without it on says why (issue 31: it failed silently).
      if (on && next === 'blocked') showToast({ message: t('blocked') });
      else if (on && next === 'off') showToast({ message: t('dismissed') });
    } catch {
      showToast({ message: t('failed') });
    } finally {
      window.clearTimeout(timer);
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
