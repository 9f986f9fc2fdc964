'use client';

/**
 * A group of on/off chips (multi-select filters). Each chip is a toggle button: a fixed name
 * and aria-pressed for the state, inside a fieldset whose legend names the group.
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
      <legend className="mb-1.5 text-xs font-semibold text-ink-muted">{legend}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {options.map((value) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(value)}
              className={`inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors ${
                on ? 'border-brand bg-brand-soft font-semibold text-brand-strong' : 'border-line bg-surface text-ink'
              }`}
            >
              {labelOf(value)}
            </button>
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
