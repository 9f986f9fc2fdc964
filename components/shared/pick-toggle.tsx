'use client';

import { useEffect, useRef } from 'react';
import { takeAfterLogin } from '@/hooks/after-login-action';
import { usePickToggle } from '@/hooks/use-pick-toggle';

type Props = {
  spot: { id: number; title: string; imageUrl?: string | null };
  pickId: number | null;
  /** Hands the button the toggle to call on its next taps. */
  register: (toggle: () => void) => void;
  /** Taps the button took while this code was on its way (and forgets them). */
  takeWaitingTaps: () => number;
  onPending: (pending: boolean) => void;
  /** The reader tapped this heart before signing in and is back signed in: pick it. */
  resume?: boolean;
  /** Keeps this mounted once the resumed pick is under way (its answer brings the toast). */
  onResumed?: () => void;
};

/**
 * What a heart's tap does (usePickToggle: the sign-in check, the write, its cache updates and
 * toasts), mounted by PickButton at the first tap and kept from then on. Renders nothing: the
 * button stays the one the reader tapped, focus and all.
 */
export function PickToggle({ spot, pickId, register, takeWaitingTaps, onPending, resume = false, onResumed }: Props) {
  const { pending, toggle, ensurePicked } = usePickToggle(spot, pickId);
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    // Taken once: another heart of the same pop-up on the page (or a remount) won't pick again.
    if (!takeAfterLogin(`pick:${spot.id}`)) return;
    onResumed?.();
    ensurePicked();
  }, [resume, ensurePicked, spot.id, onResumed]);
  useEffect(() => register(toggle), [register, toggle]);
  useEffect(() => onPending(pending), [onPending, pending]);
  // The taps that brought this code in: two taps are no change, one (or three) is one toggle.
  useEffect(() => {
    if (takeWaitingTaps() % 2 === 1) toggle();
  }, [takeWaitingTaps, toggle]);
  return null;
}
