'use client';

import { usePickToggle } from '@/hooks/use-pick-toggle';
import { HeartIcon } from '@/components/ui/icons/heart';
import { cx } from '@/lib/cx';

type Props = {
  spot: { id: number; title: string; imageUrl?: string | null };
  /** The caller's current view of the reader's pick (null: not picked). */
  pickId: number | null;
  /** One fixed name: the state is aria-pressed (a name that changed would read as the opposite action). */
  label: string;
  /** The unpicked heart's colour: 'muted' among a card's quiet details. */
  tone?: 'ink' | 'muted';
};

/**
 * The pick (bookmark) toggle, wherever a pop-up can be picked: a 44 px toggle button on the
 * one pick toggle (usePickToggle). Anonymous readers get the login modal.
 */
export function PickButton({ spot, pickId, label, tone = 'ink' }: Props) {
  const { picked, pending, toggle } = usePickToggle(spot, pickId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-busy={pending || undefined}
      aria-label={label}
      onClick={toggle}
      className={cx(
        'inline-flex size-tap shrink-0 items-center justify-center rounded-full transition-colors hover:bg-canvas',
        picked ? 'text-brand' : tone === 'muted' ? 'text-ink-muted' : 'text-ink',
      )}
    >
      <HeartIcon filled={picked} width={22} height={22} />
    </button>
  );
}
