'use client';

import { lazy, Suspense } from 'react';
import { useToastStore } from '@/stores/toast-store';

// The list and its items are fetched with the first toast: the toaster is on every page, and
// most visits show none (decision 028).
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * The one place toasts appear, mounted once in the layout. A polite live region, so screen
 * readers announce each message without stealing focus. Solid ink with white text (17:1,
 * never see-through, so the page behind can't lower the contrast), above the tab bar and
 * the phone's home indicator.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  // The live region is a plain container, always there, around the list: a role on the <ol>
  // itself would take away its list role and leave the items orphaned. No toasts, no list.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-50 mx-auto w-full max-w-app px-gutter"
    >
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      ) : null}
    </div>
  );
}
