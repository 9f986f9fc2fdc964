import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { FacebookIcon } from '@/components/ui/icons/facebook';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { InstagramIcon } from '@/components/ui/icons/instagram';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { safeExternalUrl } from '@/lib/safe-url';

type WebsiteType = keyof SpotDetail['website'];

/**
 * Display order of the website links. Spelled out here (type-checked against the contract)
 * rather than imported from api/contracts, which would bring zod into the browser bundle.
 */
const websiteTypes = ['WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS'] as const satisfies readonly WebsiteType[];

const WEBSITE_ICONS: Record<WebsiteType, (props: { width: number; height: number }) => ReactNode> = {
  WEB: GlobeIcon,
  INSTAGRAM: InstagramIcon,
  FACEBOOK: FacebookIcon,
  POPSPOT_PASS: TicketIcon,
};

function Section({ id, title, children, lang }: { id: string; title: string; children: ReactNode; lang?: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-line px-4 py-5">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <div lang={lang}>{children}</div>
    </section>
  );
}

/** Organisers write these as plain text with line breaks; keep the breaks, never parse HTML. */
function Prose({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p>;
}

/**
 * Notice, benefits, detail info (additionalInformation), introduction (content), tags and
 * website links, in the spec's order. A section without content is left out rather than
 * shown empty. Each text carries the language it is really written in (textLocales): a
 * translation may cover some fields only. Benefits and tags say theirs per item, so on
 * another page only the lines and tags still in Korean are marked lang="ko".
 */
export function PopupInfoSections({ spot }: { spot: SpotDetail }) {
  const t = useTranslations('popup.info');
  const locale = useLocale();
  const lang = spot.textLocales;
  // The page's language, or the item's own where it differs (answers without one are Korean).
  const own = (itemLocale: string | undefined) => ((itemLocale ?? 'ko') !== locale ? (itemLocale ?? 'ko') : undefined);
  const tags = spot.tagLabels ?? spot.tags.map((tag) => ({ tag, name: tag, locale: 'ko' }));
  const websites = websiteTypes
    .map((type) => ({ type, url: safeExternalUrl(spot.website[type]) }))
    .filter((site): site is { type: WebsiteType; url: string } => site.url !== null);

  return (
    <>
      {spot.notice?.trim() ? (
        <Section id="popup-notice" title={t('notice')} lang={lang.notice}>
          <div className="rounded-xl bg-canvas p-4">
            <Prose text={spot.notice} />
          </div>
        </Section>
      ) : null}
      {spot.benefits.length > 0 ? (
        <Section id="popup-benefits" title={t('benefits')}>
          {/* Blank values were dropped by the API (spec 3). */}
          <dl className="flex flex-col gap-2 text-sm">
            {spot.benefits.map((benefit) => (
              <div
                key={`${benefit.key}:${benefit.value}`}
                lang={own(benefit.locale)}
                className="flex gap-3 rounded-xl border border-line p-3"
              >
                <dt className="w-24 shrink-0 font-semibold text-brand-strong">{benefit.key}</dt>
                <dd className="whitespace-pre-line">{benefit.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {spot.additionalInformation?.trim() ? (
        <Section id="popup-detail-info" title={t('detailInfo')} lang={lang.additionalInformation}>
          <Prose text={spot.additionalInformation} />
        </Section>
      ) : null}
      {spot.content?.trim() ? (
        <Section id="popup-content" title={t('content')} lang={lang.content}>
          <Prose text={spot.content} />
        </Section>
      ) : null}
      {tags.length > 0 ? (
        <Section id="popup-tags" title={t('tags')}>
          <ul className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag.tag}
                lang={own(tag.locale)}
                className="rounded-full bg-canvas px-3 py-1 text-sm text-ink-muted"
              >
                #{tag.name.replace(/^#/, '')}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {websites.length > 0 ? (
        <Section id="popup-websites" title={t('websites')}>
          <ul className="flex flex-col gap-2">
            {websites.map(({ type, url }) => {
              const Icon = WEBSITE_ICONS[type];
              return (
                <li key={type}>
                  {/* Third-party sites: a new tab, without window.opener or our referrer. */}
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-12 items-center gap-3 rounded-xl border border-line px-4 text-sm font-semibold hover:bg-canvas"
                  >
                    <Icon width={20} height={20} />
                    <span className="flex-1">{t(`website.${type}`)}</span>
                    <ExternalLinkIcon width={16} height={16} className="text-ink-muted" />
                    <span className="sr-only">{t('newWindow')}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
