'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth-store';
import { rememberOriginReferer } from './client-session';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * 'Log in to continue', opened by anonymous actions through the auth store. An accessible
 * modal: role=dialog with aria-modal and a label, focus moves in and stays in (Tab wraps),
 * Escape or the backdrop closes it, and focus returns to whatever opened it. Built on a div
 * rather than <dialog>.showModal() so that it behaves the same in every test environment.
 */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('auth.loginModal');
  const router = useRouter();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    primaryRef.current?.focus();
    // Escape works wherever focus is, and focus that leaves the dialog (a click on the
    // backdrop, a screen reader's virtual cursor) is brought back in.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (panelRef.current && event.target instanceof Node && !panelRef.current.contains(event.target)) {
        primaryRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      // Back to the control that opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  // Tab and Shift+Tab wrap around inside the dialog.
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

  const goToLogin = () => {
    rememberOriginReferer();
    onClose();
    router.push('/login');
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center" onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-black/45" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="relative w-full max-w-app rounded-t-2xl bg-surface p-6 text-center shadow-xl sm:mx-6 sm:max-w-sm sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
          {t('description')}
        </p>
        <button
          ref={primaryRef}
          type="button"
          onClick={goToLogin}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
        >
          {t('login')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="mt-2 inline-flex h-12 w-full items-center justify-center rounded-full text-sm font-semibold text-ink-muted"
        >
          {t('later')}
        </button>
      </div>
    </div>,
    document.body,
  );
}

/** Mount once in the layout: the login modal, driven by `openLoginModal()` from the auth store. */
export function LoginModalHost() {
  const open = useAuthStore((s) => s.loginModalOpen);
  const close = useAuthStore((s) => s.closeLoginModal);
  return <LoginModal open={open} onClose={close} />;
}
