'use client';

import { Chip } from '@/components/ui/chip';

/**
 * A group of on/off chips (multi-select filters). Each is a ui/Chip, a toggle button with a
 * fixed name and aria-pressed, inside a fieldset whose legend names the group.
 */
export function ToggleChips<T extends string>({
  legend,
  options,
  selected,
  labelOf,
  onToggle,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => string;
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-caption font-semibold text-ink-muted">{legend}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {options.map((value) => {
          const on = selected.includes(value);
          return (
            <Chip key={value} pressed={on} onClick={() => onToggle(value)}>
              {labelOf(value)}
            </Chip>
          );
        })}
      </div>
    </fieldset>
  );
}

/** `list` with `value` added or removed, kept in the catalogue's order (canonical URLs). */
export function toggled<T extends string>(catalogue: readonly T[], list: readonly T[], value: T): T[] {
  const next = new Set(list);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return catalogue.filter((v) => next.has(v));
}
