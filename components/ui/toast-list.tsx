'use client';

import { useEffect } from 'react';
import { useToastStore, type Toast } from '@/stores/toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <li className="pointer-events-auto flex w-fit max-w-full items-center gap-3 rounded-card bg-ink px-4 py-3 text-label font-medium text-surface shadow-lg">
      {toast.imageUrl ? (
        // A 40 px thumbnail of one of our own files: next/image would add nothing here but
        // its runtime to every page (the toaster is in the root layout).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={toast.imageUrl}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-control object-cover"
        />
      ) : null}
      <span>{toast.message}</span>
    </li>
  );
}

/** The toasts on screen, oldest first; fetched with the first toast (Toaster). */
export function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <ol className="flex flex-col items-center gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
