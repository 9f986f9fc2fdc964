'use client';

import { useEffect } from 'react';
import { usePickToggle } from '@/hooks/use-pick-toggle';

type Props = {
  spot: { id: number; title: string; imageUrl?: string | null };
  pickId: number | null;
  /** Hands the button the toggle to call on its next taps. */
  register: (toggle: () => void) => void;
  /** Taps the button took while this code was on its way (and forgets them). */
  takeWaitingTaps: () => number;
  onPending: (pending: boolean) => void;
};

/**
 * What a heart's tap does (usePickToggle: the sign-in check, the write, its cache updates and
 * toasts), mounted by PickButton at the first tap and kept from then on. Renders nothing: the
 * button stays the one the reader tapped, focus and all.
 */
export function PickToggle({ spot, pickId, register, takeWaitingTaps, onPending }: Props) {
  const { pending, toggle } = usePickToggle(spot, pickId);
  useEffect(() => register(toggle), [register, toggle]);
  useEffect(() => onPending(pending), [onPending, pending]);
  // The taps that brought this code in: two taps are no change, one (or three) is one toggle.
  useEffect(() => {
    if (takeWaitingTaps() % 2 === 1) toggle();
  }, [takeWaitingTaps, toggle]);
  return null;
}
