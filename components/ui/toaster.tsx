'use client';

import Image from 'next/image';
import { useEffect } from 'react';
import { useToastStore, type Toast } from '@/stores/toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-ink/90 px-4 py-3 text-sm text-surface shadow-lg">
      {toast.imageUrl ? (
        <Image
          src={toast.imageUrl}
          alt=""
          width={40}
          height={40}
          unoptimized
          className="size-10 shrink-0 rounded-md object-cover"
        />
      ) : null}
      <span>{toast.message}</span>
    </div>
  );
}

/**
 * The one place toasts appear, mounted once in the layout. A polite live region, so screen
 * readers announce each message without stealing focus. Not a list: role="status" replaces
 * a list's role, and list items outside a list are an error to assistive technology (axe's
 * listitem rule).
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 mx-auto flex w-full max-w-app flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
