'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useToastStore, type Toast } from '@/stores/toast-store';
import { cx } from '@/lib/cx';
import { StoredImage } from './stored-image';
import { chooseToastPlace, type ToastPlace } from './toast-placement';

// In the first load, not fetched with the first toast: a toast that says the network is down
// must not depend on the network.

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  // A toast with a button waits while the pointer or the focus is on it (WCAG 2.2.1): the
  // reader reaching for 'undo' must not see it vanish; leaving starts the full time again.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss, held]);
  const action = toast.action;
  const hold = action
    ? {
        onPointerEnter: () => setHeld(true),
        onPointerLeave: () => setHeld(false),
        onFocus: () => setHeld(true),
        onBlur: () => setHeld(false),
      }
    : {};
  return (
    <li
      {...hold}
      className={cx(
        'pointer-events-auto flex w-fit max-w-full items-center gap-3 rounded-card bg-ink py-3 text-label font-medium text-surface shadow-lg',
        action ? 'ps-4 pe-1' : 'px-4',
      )}
    >
      {toast.imageUrl ? (
        // A 40 px thumbnail of one of our own files, in its smallest variant.
        <StoredImage
          src={toast.imageUrl}
          alt=""
          sizes="40px"
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-control object-cover"
        />
      ) : null}
      <span>{toast.message}</span>
      {action ? (
        <button
          type="button"
          onClick={() => {
            dismiss(toast.id);
            action.onPress();
          }}
          className="-my-2 min-h-tap shrink-0 rounded-control px-3 font-semibold text-brand-soft underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-surface"
        >
          {action.label}
        </button>
      ) : null}
    </li>
  );
}

/**
 * The one place toasts appear, mounted once in the layout. A polite live region, so screen
 * readers announce each message without stealing focus. Solid ink with white text (17:1,
 * never see-through, so the page behind can't lower the contrast). Above the tab bar and the
 * phone's home indicator, or under the header when the page's heading or a control the
 * reader needs is down there (toast-placement.ts), checked again as the page scrolls.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const [place, setPlace] = useState<ToastPlace>('bottom');
  const listRef = useRef<HTMLOListElement>(null);
  const shown = toasts.length > 0;
  useLayoutEffect(() => {
    if (!shown) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const list = listRef.current;
      if (list) setPlace((current) => chooseToastPlace(list.getBoundingClientRect(), current));
    };
    const later = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [shown, toasts]);
  // The live region is a plain container, always there, around the list: a role on the <ol>
  // itself would take away its list role and leave the items orphaned. No toasts, no list.
  return (
    <div
      role="status"
      aria-live="polite"
      data-place={place}
      className={cx(
        'pointer-events-none fixed inset-x-0 z-50 mx-auto w-full max-w-app px-gutter',
        place === 'bottom'
          ? 'bottom-[calc(var(--toast-lift)+env(safe-area-inset-bottom))]'
          : 'top-[calc(4rem+env(safe-area-inset-top))]',
      )}
    >
      {shown ? (
        <ol ref={listRef} className="flex flex-col items-center gap-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
