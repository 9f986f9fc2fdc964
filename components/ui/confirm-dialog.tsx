'use client';

import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** Without a cancel label it is a notice with one button (confirm = acknowledge). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape, Back, the backdrop and the cancel button; defaults to onConfirm for notices. */
  onCancel?: () => void;
  /** 'danger' for irreversible actions (delete, leave the queue). */
  tone?: 'default' | 'danger';
  /** The confirmed action is running: the confirm button shows it and ignores presses. */
  pending?: boolean;
  /** 'dialog' for a plain notice (a success), not an interruption. */
  role?: 'dialog' | 'alertdialog';
  /** Extra content between the text and the buttons (an image, a list). */
  children?: ReactNode;
};

/**
 * Every "are you sure?" and every one-button notice in the product: an alert dialog whose
 * first focus is the safe choice (cancel) when there is one, and the confirm otherwise.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  pending = false,
  role = 'alertdialog',
  children,
}: Props) {
  const safeRef = useRef<HTMLButtonElement>(null);
  const cancel = onCancel ?? onConfirm;
  return (
    <Dialog role={role} title={title} description={description} onClose={cancel} initialFocus={safeRef}>
      {children}
      <div className="mt-6 flex gap-2">
        {cancelLabel ? (
          <Button ref={safeRef} variant="outline" size="lg" fullWidth className="flex-1" onClick={cancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button
          ref={cancelLabel ? undefined : safeRef}
          variant={tone === 'danger' ? 'danger' : 'primary'}
          size="lg"
          fullWidth
          className="flex-1"
          loading={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
