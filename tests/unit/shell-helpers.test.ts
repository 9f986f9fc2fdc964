import { describe, expect, it } from 'vitest';
import { displayAddress } from '@/lib/address';
import { ALERT_OFFSETS_MINUTES, REGION_GROUP_KEYS, REGION_GROUPS } from '@/lib/constants';
import { formatCappedCount } from '@/lib/format-count';
import {
  contentSecurityPolicy,
  createScriptNonce,
  SCRIPT_NONCE_HEADER,
  scriptNonceRequestPolicy,
  securityHeaders,
} from '@/lib/security-headers';
import { SCRIPT_NONCE_HEADER as SERVER_SCRIPT_NONCE_HEADER } from '@/server/front/page-script-policy.mjs';
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
  const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src '));

  it('allows eval and inline scripts only in development', () => {
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy({ development: true }))).toContain("'unsafe-inline'");
    expect(contentSecurityPolicy({ development: false })).not.toContain("'unsafe-eval'");
  });

  it("never allows 'unsafe-inline' scripts in production: only our own files (pages add theirs per response)", () => {
    const csp = contentSecurityPolicy({ development: false });
    expect(scriptSrc(csp)).toBe("script-src 'self'");
    // Inline style attributes stay allowed (no nonce or hash in style-src would switch that off).
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('makes a fresh 128-bit nonce per page request, in the form Next reads from the request', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createScriptNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    const [nonce] = nonces;
    expect(scriptNonceRequestPolicy(nonce)).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
    // proxy.ts and the production server name the nonce's response header alike.
    expect(SCRIPT_NONCE_HEADER).toBe(SERVER_SCRIPT_NONCE_HEADER);
  });

  it('forbids framing and limits form targets to us and Kakao', () => {
    const csp = contentSecurityPolicy({ development: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://kauth.kakao.com");
  });

  it('leaves HSTS to the production server, which sends it over https only', () => {
    const keys = (development: boolean) => securityHeaders({ development }).map((h) => h.key);
    expect(keys(false)).not.toContain('Strict-Transport-Security');
    expect(keys(false)).toContain('Content-Security-Policy');
  });

  it('extends directives', () => {
    const csp = contentSecurityPolicy({
      development: false,
      extra: { 'connect-src': ['https://tiles.example'] },
    });
    expect(csp).toContain("connect-src 'self' https://tiles.example");
  });
});
