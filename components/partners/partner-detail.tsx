import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PartnerDetail as Partner } from '@/api/contracts/partners';
import { ClockIcon } from '@/components/ui/icons/clock';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { ImageFrame } from '@/components/ui/image-frame';
import { usePartnerCategories } from '@/hooks/use-partner-categories';
import { formatKoreanPhone, koreanPhoneDigits } from '@/lib/korean-phone';
import { safeExternalUrl } from '@/lib/safe-url';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="flex w-24 shrink-0 items-center gap-1.5 self-start text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * A Popspot Pass partner business (the page nearby-partner cards open): image, name,
 * categories, the pass benefit up front (why the reader came), description, then address,
 * hours, phone and website. Server-rendered, no client code: it is all public and static.
 * Name, description and benefit come in the reader's language where the partner has them
 * translated; whatever is still Korean (those without a translation, the address and the
 * hours) is marked lang="ko". The categories are codes, named in the reader's language.
 */
export function PartnerDetail({ partner }: { partner: Partner }) {
  const t = useTranslations('partner');
  const locale = useLocale();
  const langOf = (textLocale: string) => (textLocale !== locale ? textLocale : undefined);
  const website = safeExternalUrl(partner.website);
  const phoneDigits = koreanPhoneDigits(partner.phone);
  const phone = formatKoreanPhone(partner.phone);
  const categories = usePartnerCategories().names(partner.categories);

  return (
    <article className="pb-12">
      <ImageFrame
        src={partner.file?.path}
        alt={t('imageAlt', { name: partner.name })}
        sizes="(max-width: 480px) 100vw, 480px"
        priority
        fallbackLabel={t('noImage')}
        className="aspect-[4/3] w-full"
      />
      <header className="flex flex-col gap-2 px-4 pt-4">
        <p className="text-xs font-semibold text-brand-strong">{t('label')}</p>
        <h1 lang={langOf(partner.nameLocale)} className="text-2xl font-bold leading-tight">
          {partner.name}
        </h1>
        {categories.length > 0 ? (
          <ul aria-label={t('categories')} className="flex flex-wrap gap-1.5">
            {categories.map((category) => (
              <li key={category} className="rounded-full border border-line px-2.5 py-0.5 text-xs">
                {category}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      {partner.passBenefit?.trim() ? (
        <section aria-labelledby="partner-benefit" className="px-4 pt-5">
          <div className="rounded-xl bg-brand-soft p-4">
            <h2 id="partner-benefit" className="text-sm font-bold text-brand-strong">
              {t('passBenefit')}
            </h2>
            <p lang={langOf(partner.passBenefitLocale)} className="mt-1 text-sm whitespace-pre-line">
              {partner.passBenefit}
            </p>
          </div>
        </section>
      ) : null}

      {partner.description?.trim() ? (
        <section aria-labelledby="partner-description" className="px-4 pt-5">
          <h2 id="partner-description" className="mb-2 text-lg font-bold">
            {t('description')}
          </h2>
          <p lang={langOf(partner.descriptionLocale)} className="text-sm leading-relaxed whitespace-pre-line">
            {partner.description}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="partner-info" className="mt-5 border-t border-line px-4 pt-5">
        <h2 id="partner-info" className="mb-3 text-lg font-bold">
          {t('info')}
        </h2>
        <dl className="flex flex-col gap-3 text-sm">
          <Row icon={<MapPinIcon width={16} height={16} />} label={t('address')}>
            <span lang={langOf('ko')}>{partner.area.address}</span>
          </Row>
          {partner.operationTime.length > 0 ? (
            <Row icon={<ClockIcon width={16} height={16} />} label={t('operationTime')}>
              <ul lang={langOf('ko')}>
                {partner.operationTime.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Row>
          ) : null}
          {phone ? (
            <Row icon={<PhoneIcon width={16} height={16} />} label={t('phone')}>
              {phoneDigits ? (
                <a href={`tel:${phoneDigits}`} className="underline underline-offset-2">
                  {phone}
                </a>
              ) : (
                phone
              )}
            </Row>
          ) : null}
          {website ? (
            <Row icon={<GlobeIcon width={16} height={16} />} label={t('website')}>
              <a href={website} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {new URL(website).host}
                <span className="sr-only"> {t('newWindow')}</span>
              </a>
            </Row>
          ) : null}
        </dl>
      </section>
    </article>
  );
}
