import { describe, expect, it } from 'vitest';
import { BUSINESS_INFO, bilingual, type BilingualText } from '@/lib/business-info';

/** The national check digit of a business registration number (국세청 검증 방식). */
function hasValidCheckDigit(number: string): boolean {
  const digits = number.replace(/-/g, '').split('').map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((acc, w, i) => acc + w * digits[i], 0);
  sum += Math.floor((digits[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

describe('business information', () => {
  it('is in the formats Korean law and readers expect', () => {
    expect(BUSINESS_INFO.businessRegistrationNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(hasValidCheckDigit(BUSINESS_INFO.businessRegistrationNumber)).toBe(true);
    expect(BUSINESS_INFO.mailOrderReportNumber).toMatch(/^제\d{4}-[가-힣]+-\d+호$/);
    expect(BUSINESS_INFO.postalCode).toMatch(/^\d{5}$/);
    expect(BUSINESS_INFO.address.ko).toMatch(/^서울특별시 /);
    for (const time of Object.values(BUSINESS_INFO.support.hours)) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(BUSINESS_INFO.support.hours.open < BUSINESS_INFO.support.hours.close).toBe(true);
  });

  it('uses addresses that can reach no one until an operator puts in its own', () => {
    // .example is reserved (RFC 2606): the demo company's mail goes nowhere.
    expect(BUSINESS_INFO.support.email).toMatch(/@[a-z]+\.example$/);
    expect(BUSINESS_INFO.privacyOfficer.email).toMatch(/@[a-z]+\.example$/);
  });

  it('has a Korean and a Latin form of every name, shown by language', () => {
    const texts: BilingualText[] = [
      BUSINESS_INFO.companyName,
      BUSINESS_INFO.representative,
      BUSINESS_INFO.address,
      BUSINESS_INFO.privacyOfficer.name,
      BUSINESS_INFO.privacyOfficer.position,
      BUSINESS_INFO.hostingProvider.name,
      BUSINESS_INFO.hostingProvider.location,
    ];
    for (const text of texts) {
      expect(text.ko).toMatch(/[가-힣]/);
      expect(text.en).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(bilingual(BUSINESS_INFO.companyName, 'ko')).toBe('주식회사 팝스팟');
    expect(bilingual(BUSINESS_INFO.companyName, 'ja')).toBe('Popspot Inc.');
  });
});
