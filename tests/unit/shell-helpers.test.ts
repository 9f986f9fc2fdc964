import { describe, expect, it } from 'vitest';
import { displayAddress } from '@/lib/address';
import { ALERT_OFFSETS_MINUTES, REGION_GROUP_KEYS, REGION_GROUPS } from '@/lib/constants';
import { formatCappedCount } from '@/lib/format-count';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';
import { localizedAlternates, localizedPath } from '@/lib/seo/alternates';
import { LOCALES } from '@/lib/locales';

describe('localizedPath / localizedAlternates', () => {
  it('leaves Korean unprefixed and prefixes the others', () => {
    expect(localizedPath('/popup/1', 'ko')).toBe('/popup/1');
    expect(localizedPath('/popup/1', 'en')).toBe('/en/popup/1');
    expect(localizedPath('/', 'ko')).toBe('/');
    expect(localizedPath('/', 'ja')).toBe('/ja');
  });

  it('lists every language plus x-default', () => {
    expect(localizedAlternates('/popup/1', 'zh')).toEqual({
      canonical: '/zh/popup/1',
      languages: {
        ko: '/popup/1',
        en: '/en/popup/1',
        ja: '/ja/popup/1',
        zh: '/zh/popup/1',
        'x-default': '/popup/1',
      },
    });
  });
});

describe('formatCappedCount', () => {
  it('caps at 999+', () => {
    expect(formatCappedCount(0)).toBe('0');
    expect(formatCappedCount(999)).toBe('999');
    expect(formatCappedCount(1000)).toBe('999+');
    expect(formatCappedCount(-1)).toBe('0');
  });
});

describe('displayAddress', () => {
  it('prefers the road address and appends the detail', () => {
    expect(displayAddress({ address: '지번', roadAddress: '도로명', addressDetail: '2층' })).toBe('도로명 2층');
    expect(displayAddress({ address: '지번', roadAddress: null, addressDetail: null })).toBe('지번');
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect(LOCALES).toEqual(['ko', 'en', 'ja', 'zh']);
    expect(ALERT_OFFSETS_MINUTES).toEqual([1440, 60, 10]);
  });

  it('use 10-digit legal-district codes', () => {
    for (const group of REGION_GROUPS) for (const code of group.codes) expect(code).toMatch(/^\d{10}$/);
  });

  it("name the filters' region keys, in the filters' order", () => {
    expect(REGION_GROUPS.map((group) => group.key)).toEqual([...REGION_GROUP_KEYS]);
  });
});

describe('security headers', () => {
  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ development: true, production: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ development: false, production: true })).not.toContain("'unsafe-eval'");
  });

  it('forbids framing and limits form targets to us and Kakao', () => {
    const csp = contentSecurityPolicy({ development: false, production: true });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://kauth.kakao.com");
  });

  it('sends HSTS only in production', () => {
    const keys = (production: boolean) => securityHeaders({ development: !production, production }).map((h) => h.key);
    expect(keys(true)).toContain('Strict-Transport-Security');
    expect(keys(false)).not.toContain('Strict-Transport-Security');
  });

  it('extends directives', () => {
    const csp = contentSecurityPolicy({
      development: false,
      production: true,
      extra: { 'connect-src': ['https://tiles.example'] },
    });
    expect(csp).toContain("connect-src 'self' https://tiles.example");
  });
});
