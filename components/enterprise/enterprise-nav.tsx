'use client';

import { usePathname } from '@/i18n/client-navigation';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';

export type EnterpriseNavItem = {
  href: string;
  label: string;
  /** Paths under which this item is the current one besides its own (the pop-ups' editor pages). */
  sections?: string[];
};

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The item a path belongs to: its own page, or a page under one of its sections. '/enterprise'
 * itself is the pop-ups, but '/enterprise/join' belongs to no item.
 */
function currentHref(path: string, items: EnterpriseNavItem[]): string | undefined {
  return items.find((item) => path === item.href || (item.sections ?? []).some((base) => within(path, base)))?.href;
}

/**
 * The console's sections as links, the current one marked (aria-current) by more than its
 * colour: an underline. Labels come translated from the server (no messages sent for them);
 * the row scrolls sideways when a narrow screen cannot hold it.
 */
export function EnterpriseNav({ label, items }: { label: string; items: EnterpriseNavItem[] }) {
  const current = currentHref(usePathname(), items);
  return (
    <nav aria-label={label} className="-mx-gutter overflow-x-auto px-gutter md:mx-0 md:px-0">
      <ul className="flex gap-1 border-b border-line">
        {items.map((item) => {
          const active = item.href === current;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-tap items-center border-b-2 px-3 text-body font-semibold',
                  active ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
