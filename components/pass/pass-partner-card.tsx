import { useLocale, useTranslations } from 'next-intl';
import type { Partner } from '@/api/contracts/partners';
import { ImageFrame } from '@/components/ui/image-frame';
import { usePartnerCategories } from '@/hooks/use-partner-categories';
import { Link } from '@/i18n/navigation';
import { formatDistance } from '@/lib/format-distance';

/**
 * One partner business: a link to its pass page. The distance shows only when the list was
 * asked for with the visitor's position. The name and district come in the reader's
 * language where translated and are marked lang="ko" where still Korean; the categories are
 * named in the reader's language. `priority`: the first card of a list
 * page, whose picture is preloaded rather than lazy.
 */
export function PassPartnerCard({ partner, priority = false }: { partner: Partner; priority?: boolean }) {
  const t = useTranslations('partner');
  const locale = useLocale();
  const distance = partner.distance !== null ? formatDistance(partner.distance, locale) : '';
  const categories = usePartnerCategories().line(partner.categories);

  return (
    <article>
      <Link href={`/pass/partners/${partner.id}`} className="group flex gap-3 rounded-xl p-2 hover:bg-canvas">
        <ImageFrame
          src={partner.file?.path}
          alt=""
          sizes="80px"
          priority={priority}
          fallbackLabel={t('noImage')}
          className="aspect-square w-20 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-col gap-1 py-0.5">
          <h3
            lang={partner.nameLocale !== locale ? partner.nameLocale : undefined}
            className="line-clamp-1 text-base font-semibold group-hover:underline"
          >
            {partner.name}
          </h3>
          {categories ? <p className="line-clamp-1 text-xs text-ink-muted">{categories}</p> : null}
          <p className="line-clamp-1 text-xs text-ink-muted">
            {distance ? <span className="font-semibold text-ink">{distance} · </span> : null}
            {partner.area.region2Depth ? (
              <span lang={partner.area.region2DepthLocale !== locale ? partner.area.region2DepthLocale : undefined}>
                {partner.area.region2Depth}
              </span>
            ) : (
              <span lang={locale !== 'ko' ? 'ko' : undefined}>{partner.area.address}</span>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
