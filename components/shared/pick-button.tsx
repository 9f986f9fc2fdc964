'use client';

import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { hasAccessToken } from '@/api/client-session';
import { isWaitingAfterLogin } from '@/hooks/after-login-action';
import { HeartIcon } from '@/components/ui/icons/heart';
import { cx } from '@/lib/cx';

// What a tap does comes with the first tap (the write, its cache updates and toasts, the
// sign-in check): a page of cards shows many hearts, and most visits tap none (decision 028).
const PickToggle = lazy(() => import('./pick-toggle').then((m) => ({ default: m.PickToggle })));

// Storage and cookies don't announce changes; the page that matters is a fresh load anyway.
const noSubscription = () => () => {};

type Props = {
  spot: { id: number; title: string; imageUrl?: string | null };
  /** The caller's current view of the reader's pick (null: not picked). */
  pickId: number | null;
  /** One fixed name: the state is aria-pressed (a name that changed would read as the opposite action). */
  label: string;
  /** The unpicked heart's colour: 'muted' among a card's quiet details. */
  tone?: 'ink' | 'muted';
  /**
   * 'wide': the label shown beside the heart, the width of its container (the detail's
   * bottom bar, when picking is the pop-up's main action).
   */
  appearance?: 'icon' | 'wide';
  /**
   * Whether this heart makes a pick asked for before signing in. One heart per pop-up on a
   * page does: a second one (the bottom bar's) would play it again.
   */
  resumes?: boolean;
};

/**
 * The pick (bookmark) toggle, wherever a pop-up can be picked: a 44 px toggle button on the
 * one pick toggle (usePickToggle, in PickToggle). Anonymous readers get the login modal. A tap
 * before PickToggle's code has arrived is kept and played when it has (busy meanwhile).
 */
export function PickButton({ spot, pickId, label, tone = 'ink', appearance = 'icon', resumes = true }: Props) {
  const [armed, setArmed] = useState(false);
  const [pending, setPending] = useState(false);
  // A pick tapped here before signing in (the login modal kept it): made now, back signed in.
  // Read after hydration (the server renders every heart the same).
  const resume = useSyncExternalStore(
    noSubscription,
    () => resumes && hasAccessToken() && isWaitingAfterLogin(`pick:${spot.id}`),
    () => false,
  );
  const toggle = useRef<(() => void) | null>(null);
  const waitingTaps = useRef(0);
  const register = useCallback((next: () => void) => {
    toggle.current = next;
  }, []);
  const takeWaitingTaps = useCallback(() => {
    const taps = waitingTaps.current;
    waitingTaps.current = 0;
    return taps;
  }, []);

  const tap = () => {
    if (toggle.current) return toggle.current();
    waitingTaps.current += 1;
    setPending(true);
    setArmed(true);
  };

  const arm = useCallback(() => setArmed(true), []);
  const picked = pickId !== null;
  return (
    <>
      <button
        type="button"
        aria-pressed={picked}
        aria-busy={pending || undefined}
        aria-label={appearance === 'icon' ? label : undefined}
        onClick={tap}
        className={
          appearance === 'wide'
            ? cx(
                'inline-flex min-h-12 w-full items-center justify-center gap-1.5 rounded-full border text-body font-semibold transition-colors',
                picked
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line-strong bg-surface text-ink hover:bg-canvas',
              )
            : cx(
                'inline-flex size-tap shrink-0 items-center justify-center rounded-full transition-colors hover:bg-canvas',
                picked ? 'text-brand' : tone === 'muted' ? 'text-ink-muted' : 'text-ink',
              )
        }
      >
        <HeartIcon filled={picked} width={22} height={22} />
        {appearance === 'wide' ? label : null}
      </button>
      {armed || resume ? (
        <Suspense fallback={null}>
          <PickToggle
            spot={spot}
            pickId={pickId}
            register={register}
            takeWaitingTaps={takeWaitingTaps}
            onPending={setPending}
            resume={resume}
            onResumed={arm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
