'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { SWIPE_IGNORE_ATTRIBUTE } from '@/hooks/use-horizontal-swipe';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the platform's back gesture (a close request), or the caller's own buttons. */
  onClose: () => void;
  /** 'alertdialog' for confirmations and notices that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** 'center': a small card; 'sheet': the tall bottom sheet of a form. */
  variant?: 'center' | 'sheet';
  /** Focused on open; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** Open dialogs: the page's scroll is locked while there is at least one. */
let openDialogs = 0;
let savedOverflow = '';

function lockScroll() {
  if (openDialogs++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  openDialogs = Math.max(0, openDialogs - 1);
  if (openDialogs === 0) document.body.style.overflow = savedOverflow;
}

const variants = {
  center: 'm-auto w-[calc(100%-3rem)] max-w-sm rounded-2xl p-6 text-center',
  sheet:
    'mx-auto mt-auto mb-0 flex max-h-[92dvh] w-full max-w-app flex-col rounded-t-2xl p-0 pb-[env(safe-area-inset-bottom)]',
};

/**
 * A modal dialog on the native <dialog> element, mounted only while open. showModal() puts it
 * in the top layer: the page behind is inert, and dialogs opened from inside (a confirmation
 * over a form) stack above it, each with its own Escape. On top of that: focus goes to
 * `initialFocus` (or the first control), Tab wraps inside, Escape and close requests call
 * onClose (the caller decides, e.g. to ask first), the page doesn't scroll behind, and focus
 * returns to the opener when it unmounts. Browsers and test DOMs without showModal get the
 * same markup, open inline.
 *
 * Portalled to <body> so it never sits inside a hidden tab panel, and marked so the tabs'
 * swipe gesture ignores touches in it.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  role = 'dialog',
  variant = 'center',
  initialFocus,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; initialFocus is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here (not by the browser's cancel) so an inner dialog closes alone and the
      // caller may refuse; stopPropagation keeps it from reaching an outer dialog.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      // Controls of a dialog nested inside belong to that dialog.
      (el) => el.closest('dialog') === event.currentTarget,
    );
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

  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      {...{ [SWIPE_IGNORE_ATTRIBUTE]: '' }}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      className={`fixed inset-0 bg-surface text-ink shadow-xl ${variants[variant]}`}
    >
      {children}
    </dialog>,
    document.body,
  );
}
