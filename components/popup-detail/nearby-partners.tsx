'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Partner } from '@/api/contracts/partners';
import { partnerQueries } from '@/api/partners';
import { ImageFrame } from '@/components/ui/image-frame';
import { useInView } from '@/hooks/use-in-view';
import { usePartnerCategories } from '@/hooks/use-partner-categories';
import { Link } from '@/i18n/navigation';
import { formatDistance } from '@/lib/format-distance';
import type { Locale } from '@/lib/locales';

const PARTNER_SIZE = 10;

/**
 * Partner businesses of the Popspot Pass near the pop-up (GET /v1/partners/recommendations),
 * a horizontal strip of links to each partner's pass page. Loaded when scrolled near, like
 * the recommendations; a 401 is an empty list (spec 7, handled in api/partners.ts), and an
 * empty or failed list leaves the section out. Names in the page's language where the
 * partner has one, else Korean, marked lang="ko".
 */
export function NearbyPartners({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.recommend');
  const headingId = useId();
  const lang = useLocale() as Locale;
  const { ref, inView } = useInView<HTMLDivElement>();
  const { data } = useQuery({ ...partnerQueries.recommendations(spotId, lang, PARTNER_SIZE), enabled: inView });

  return (
    <div ref={ref}>
      {data && data.length > 0 ? (
        <section aria-labelledby={headingId} className="border-t border-line py-5">
          <div className="px-4">
            <h2 id={headingId} className="text-lg font-bold">
              {t('partners')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('partnersDescription')}</p>
          </div>
          {/* Scrolls sideways; every card is a link, so Tab walks the strip and scrolls it. */}
          <ul className="mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 scroll-px-4">
            {data.map((partner) => (
              <li key={partner.id} className="w-36 shrink-0 snap-start">
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  const t = useTranslations('partner');
  const locale = useLocale();
  const categories = usePartnerCategories().line(partner.categories);
  return (
    <Link href={`/pass/partners/${partner.id}`} className="group flex flex-col gap-1.5">
      <ImageFrame
        src={partner.file?.path}
        alt=""
        sizes="144px"
        fallbackLabel={t('noImage')}
        className="aspect-square w-full rounded-xl"
      />
      <span
        lang={partner.nameLocale !== locale ? partner.nameLocale : undefined}
        className="line-clamp-1 text-sm font-semibold group-hover:underline"
      >
        {partner.name}
      </span>
      <span className="line-clamp-1 text-xs text-ink-muted">
        {[categories, partner.distance !== null ? formatDistance(partner.distance, locale) : '']
          .filter(Boolean)
          .join(' · ')}
      </span>
    </Link>
  );
}
