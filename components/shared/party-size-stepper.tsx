'use client';

import { useId } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';

type Labels = { group: string; fewer: string; more: string; people: (count: number) => string };

/** A party size from 1 to `max`, with −/+ buttons and the value announced as it changes. */
export function PartySizeStepper({
  value,
  max,
  onChange,
  labels,
}: {
  value: number;
  max: number;
  onChange: (next: number) => void;
  labels: Labels;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between py-2">
      <span id={labelId} className="font-semibold">
        {labels.group}
      </span>
      <span className="flex items-center gap-3">
        <IconButton
          label={labels.fewer}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className="border border-line"
          icon={<MinusIcon width={18} height={18} />}
        />
        <output aria-live="polite" className="w-12 text-center text-lg font-bold tabular-nums">
          {labels.people(value)}
        </output>
        <IconButton
          label={labels.more}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          className="border border-line"
          icon={<PlusIcon width={18} height={18} />}
        />
      </span>
    </div>
  );
}
