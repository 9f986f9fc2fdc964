'use client';

import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cx } from '@/lib/cx';

type TabItem<T extends string> = { value: T; label: ReactNode };

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

type TabListProps<T extends string> = {
  /** Prefix of the tabs' and panels' ids, unique on the page ('popup' gives popup-tab-MAP). */
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  /** A tab was chosen (click, arrow keys, Home, End); not called for the tab already selected. */
  onSelect: (value: T) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A tab list (the WAI-ARIA tabs pattern, selection follows focus): one tab stop (roving
 * tabindex: the selected tab is 0, the others -1), ArrowLeft and ArrowRight move and wrap,
 * Home and End jump to the ends, each tab controls its TabPanel. Controlled: where the
 * choice lives (state, the URL) is the caller's business.
 */
export function TabList<T extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
  className,
  ref,
}: TabListProps<T>) {
  const tabs = useRef(new Map<T, HTMLButtonElement>());

  const choose = (value: T, focus: boolean) => {
    if (focus) tabs.current.get(value)?.focus();
    if (value !== selected) onSelect(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const target: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined || !items[next]) return;
    event.preventDefault();
    choose(items[next].value, true);
  };

  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cx('flex border-b border-line bg-surface', className)}
    >
      {items.map(({ value, label: tabLabel }) => {
        const isSelected = value === selected;
        return (
          <button
            key={value}
            ref={(el) => {
              if (el) tabs.current.set(value, el);
              else tabs.current.delete(value);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, value)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, value)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => choose(value, false)}
            className={cx(
              'relative min-h-12 flex-1 px-1 text-label whitespace-nowrap transition-colors',
              isSelected
                ? 'font-bold text-ink after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-ink'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The panel a tab controls: named by its tab, hidden unless selected, and focusable when
 * shown so Tab from the tab list lands in it. Rendered for every tab (aria-controls needs
 * the target); what is inside may wait until the tab is first shown.
 */
export function TabPanel({
  idBase,
  value,
  selected,
  className,
  children,
}: {
  idBase: string;
  value: string;
  selected: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      hidden={!selected}
      tabIndex={selected ? 0 : -1}
      className={cx('outline-none focus-visible:outline-2', className)}
    >
      {children}
    </div>
  );
}
