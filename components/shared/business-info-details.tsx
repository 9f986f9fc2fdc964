import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BUSINESS_INFO, bilingual } from '@/lib/business-info';

/**
 * The operator's business information as a definition list (what 전자상거래법 asks a
 * service to show): company, representative, registration and mail-order report numbers,
 * address, customer support, privacy officer and hosting provider. Server-renderable and
 * prop-free, so any page or the footer can place it.
 */
export function BusinessInfoDetails() {
  const t = useTranslations('businessInfo');
  const locale = useLocale();
  const info = BUSINESS_INFO;
  const { hours } = info.support;
  const rows: { label: string; value: ReactNode; korean?: boolean }[] = [
    { label: t('companyName'), value: bilingual(info.companyName, locale) },
    { label: t('representative'), value: bilingual(info.representative, locale) },
    { label: t('businessRegistrationNumber'), value: info.businessRegistrationNumber },
    // The report number is issued in Korean and is quoted as issued.
    { label: t('mailOrderReportNumber'), value: info.mailOrderReportNumber, korean: true },
    { label: t('address'), value: `(${info.postalCode}) ${bilingual(info.address, locale)}` },
    {
      label: t('support'),
      value: (
        <>
          <a href={`mailto:${info.support.email}`} className="underline underline-offset-2">
            {info.support.email}
          </a>
          <br />
          {t('supportHours', hours)}
        </>
      ),
    },
    {
      label: t('privacyOfficer'),
      value: (
        <>
          {bilingual(info.privacyOfficer.name, locale)} ·{' '}
          <a href={`mailto:${info.privacyOfficer.email}`} className="underline underline-offset-2">
            {info.privacyOfficer.email}
          </a>
        </>
      ),
    },
    { label: t('hostingProvider'), value: bilingual(info.hostingProvider.name, locale) },
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-label">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-ink-muted">{row.label}</dt>
          <dd lang={row.korean ? 'ko' : undefined} className="min-w-0 break-words">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
