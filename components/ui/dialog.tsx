'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { SWIPE_IGNORE_ATTRIBUTE } from '@/hooks/use-horizontal-swipe';
import { cx } from '@/lib/cx';
import { useDialogHistory } from './dialog-history';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogVariant = 'center' | 'sheet' | 'fullscreen';
type DialogTone = 'surface' | 'dark';

export type DialogProps = {
  /** Escape, Back, a tap on the backdrop, or the caller's own buttons: the caller decides. */
  onClose: () => void;
  /** 'center': a small card; 'sheet': a bottom sheet; 'fullscreen': the whole screen. */
  variant?: DialogVariant;
  /**
   * 'surface': the page's card colours; 'dark': white on black, for pictures (the image viewer).
   * A prop rather than classes: two background classes on one element leave the winner to the
   * stylesheet's order, which once drew the viewer's white controls on white (issue 31).
   */
  tone?: DialogTone;
  /** 'alertdialog' for confirmations and notices that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** A visible heading (h2) that names the dialog; or name it with labelledBy or label. */
  title?: ReactNode;
  /** A visible description under the title, announced with it. */
  description?: ReactNode;
  labelledBy?: string;
  describedBy?: string;
  /** The accessible name when nothing visible names the dialog (the gallery). */
  label?: string;
  /** Focused on open; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back on close; defaults to whatever had focus on open (Safari does not
   * focus a clicked button, so an opener that knows its trigger passes it).
   */
  returnFocus?: HTMLElement | null;
  /** A tap outside the panel closes it; off by default for alert dialogs. */
  dismissOnBackdrop?: boolean;
  /** Back closes it (default); off for a dialog that is the whole page (Back leaves the page). */
  closeOnBack?: boolean;
  className?: string;
  children?: ReactNode;
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

const tones: Record<DialogTone, string> = {
  surface: 'bg-surface text-ink',
  dark: 'bg-black text-white',
};

const variants: Record<DialogVariant, string> = {
  center: 'm-auto w-[calc(100%-3rem)] max-w-sm rounded-sheet p-6 text-center',
  sheet:
    'mx-auto mt-auto mb-0 flex max-h-[92dvh] w-full max-w-app flex-col rounded-t-sheet p-0 pb-[env(safe-area-inset-bottom)]',
  fullscreen: 'm-0 flex h-dvh max-h-none w-full max-w-none flex-col p-0',
};

/**
 * The one modal dialog of the product (decision 021), on the native <dialog> element and
 * mounted only while open. showModal() puts it in the top layer: the page behind is inert,
 * and a dialog opened from inside (a confirmation over a form) stacks above, each with its
 * own Escape. On top of that: focus goes to `initialFocus` (or the first control), Tab wraps
 * inside, Escape, Back and a backdrop tap call onClose (the caller may refuse, e.g. to ask
 * first), the page doesn't scroll behind, and focus returns to the opener on unmount.
 * Browsers and test DOMs without showModal get the same markup, open inline.
 *
 * Portalled to <body> so it never sits inside a hidden tab panel, and marked so the tabs'
 * swipe gesture ignores touches in it.
 */
export function Dialog({
  onClose,
  variant = 'center',
  tone = 'surface',
  role = 'dialog',
  title,
  description,
  labelledBy,
  describedBy,
  label,
  initialFocus,
  returnFocus,
  dismissOnBackdrop = role !== 'alertdialog',
  closeOnBack = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useDialogHistory(id, onClose, closeOnBack);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
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

  // A click on the ::backdrop reaches the <dialog> itself, outside its box (a click on the
  // panel's own padding also targets the <dialog>, but inside the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!dismissOnBackdrop || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) onCloseRef.current();
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={title ? titleId : labelledBy}
      aria-describedby={description ? descriptionId : describedBy}
      {...{ [SWIPE_IGNORE_ATTRIBUTE]: '' }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      className={cx('fixed inset-0 shadow-xl', tones[tone], variants[variant], className)}
    >
      {title ? (
        <h2 id={titleId} className="text-title font-bold">
          {title}
        </h2>
      ) : null}
      {description ? (
        <div id={descriptionId} className="mt-2 text-body whitespace-pre-line text-ink-muted">
          {description}
        </div>
      ) : null}
      {children}
    </dialog>,
    document.body,
  );
}
