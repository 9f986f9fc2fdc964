'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  /** id of the heading inside that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A bottom sheet dialog (the alert drawer and its confirmation). Same accessibility as the
 * login modal: role=dialog with aria-modal and a name, focus moves to the first control and
 * stays inside (Tab wraps), Escape and the backdrop close it, the page behind doesn't
 * scroll, and focus goes back to the control that opened it. Mounted only while open.
 */
export function AlertDrawerSheet({ labelledBy, describedBy, onClose, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const focusFirst = () => panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    focusFirst();
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    // Focus that escapes (a click on the backdrop, a screen reader's cursor) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (panelRef.current && event.target instanceof Node && !panelRef.current.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center" onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-black/45" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="relative max-h-[85dvh] w-full max-w-app overflow-y-auto rounded-t-2xl bg-surface px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl"
      >
        {/* The grab handle says "sheet"; it is decoration, Escape and the buttons close it. */}
        <div aria-hidden="true" className="mx-auto mb-4 h-1 w-10 rounded-full bg-line" />
        {children}
      </div>
    </div>,
    document.body,
  );
}
