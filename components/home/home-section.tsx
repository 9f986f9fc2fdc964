import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

type Props = {
  id: string;
  title: string;
  description?: string;
  /** Where 'see all' goes; no link without it. */
  seeAllHref?: string;
  children: ReactNode;
};

/** A home section: a titled region (h2) with an optional 'see all' link named for the section. */
export function HomeSection({ id, title, description, seeAllHref, children }: Props) {
  const t = useTranslations('home');
  const headingId = `home-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 py-4">
      <div className="flex items-end justify-between gap-3 px-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          {description && <p className="text-sm text-ink-muted">{description}</p>}
        </div>
        {seeAllHref && (
          // The section's name is part of the link's own text, hidden from sight, so the
          // link says where it goes to search engines and screen readers alike (Lighthouse
          // link-text), while the eye sees the short form beside the heading.
          <Link href={seeAllHref} className="shrink-0 py-1 text-sm font-semibold text-brand-strong hover:underline">
            {t.rich('seeAllLabel', {
              section: title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
