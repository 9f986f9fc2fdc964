import type { Locale } from '@/lib/locales';

/**
 * The operator's business information, which Korean law asks a service to show on its pages
 * (전자상거래법 제10조: name, representative, address, contact, business registration and
 * mail-order report numbers) and which the legal documents quote (privacy officer, hosting).
 *
 * These are the demo company's values: fictional, in the real formats, with `.example`
 * addresses that can never reach anyone. An operator replaces them with its own before
 * going live; everything that shows them (the footer, /terms, the documents) reads them here.
 */

/** Text with a Korean form and one for the other languages (names are not translated further). */
export type BilingualText = { ko: string; en: string };

type BusinessInfo = {
  companyName: BilingualText;
  representative: BilingualText;
  /** 사업자등록번호, 000-00-00000. */
  businessRegistrationNumber: string;
  /** 통신판매업 신고번호, as the district office issued it. */
  mailOrderReportNumber: string;
  address: BilingualText;
  postalCode: string;
  support: {
    email: string;
    /** Weekdays (Mon–Fri, public holidays off), Seoul time, 24-hour "HH:MM". */
    hours: { open: string; close: string; lunchStart: string; lunchEnd: string };
  };
  /** 개인정보 보호책임자, who also answers for location information (위치정보관리책임자). */
  privacyOfficer: { name: BilingualText; position: BilingualText; email: string };
  /** The one processor personal data is entrusted to (개인정보 처리위탁): servers and database. */
  hostingProvider: { name: BilingualText; location: BilingualText };
};

export const BUSINESS_INFO: BusinessInfo = {
  companyName: { ko: '주식회사 팝스팟', en: 'Popspot Inc.' },
  representative: { ko: '한지수', en: 'Jisu Han' },
  // Passes the national check digit, so forms that validate numbers accept it in the demo.
  businessRegistrationNumber: '123-45-67891',
  mailOrderReportNumber: '제2026-서울성동-1234호',
  address: {
    ko: '서울특별시 성동구 성수이로 123, 4층 (성수동2가)',
    en: '4F, 123 Seongsui-ro, Seongdong-gu, Seoul, Republic of Korea',
  },
  postalCode: '04781',
  support: {
    email: 'help@popspot.example',
    hours: { open: '10:00', close: '18:00', lunchStart: '12:30', lunchEnd: '13:30' },
  },
  privacyOfficer: {
    name: { ko: '오세린', en: 'Serin Oh' },
    position: { ko: '개인정보 보호책임자(CPO)', en: 'Chief Privacy Officer' },
    email: 'privacy@popspot.example',
  },
  hostingProvider: {
    name: { ko: '한빛클라우드 주식회사', en: 'Hanbit Cloud Co., Ltd.' },
    location: { ko: '대한민국 (서울 리전)', en: 'Republic of Korea (Seoul region)' },
  },
};

/** The Korean form on Korean pages, the other one everywhere else. */
export function bilingual(text: BilingualText, lang: Locale): string {
  return lang === 'ko' ? text.ko : text.en;
}
