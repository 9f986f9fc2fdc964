import { describe, expect, it } from 'vitest';
import { p, section } from '@/lib/terms/blocks';
import { termsPath, termsVersionRedirect } from '@/lib/terms/paths';
import type { TermsDocument, TermsVersion } from '@/lib/terms/types';
import {
  currentTermsVersion,
  displayedTermsVersion,
  effectiveFrom,
  findTermsVersion,
  termsVersionStatus,
  upcomingTermsVersion,
} from '@/lib/terms/versions';

function version(day: string, effectiveDate = day): TermsVersion {
  return { version: day, effectiveDate, title: `약관 ${day}`, sections: [section('제1조 (목적)', p(day))] };
}

// A revision announced on 11-20 for 12-01, over two earlier versions.
const history: TermsDocument = {
  id: 'service',
  consent: 'required',
  versions: [version('2026-11-20', '2026-12-01'), version('2026-06-01'), version('2026-01-01')],
};

describe('which version applies', () => {
  it('starts a version at midnight Seoul time on its effective day', () => {
    expect(effectiveFrom(version('2026-12-01')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('is the newest version in force, with the announced revision upcoming until its day', () => {
    const before = new Date('2026-11-30T14:59:59Z'); // 23:59:59 in Seoul on 11-30
    const onTheDay = new Date('2026-11-30T15:00:00Z'); // 00:00 in Seoul on 12-01
    expect(currentTermsVersion(history, before)?.version).toBe('2026-06-01');
    expect(upcomingTermsVersion(history, before)?.version).toBe('2026-11-20');
    expect(currentTermsVersion(history, onTheDay)?.version).toBe('2026-11-20');
    expect(upcomingTermsVersion(history, onTheDay)).toBeNull();

    const statuses = history.versions.map((v) => termsVersionStatus(history, v, before));
    expect(statuses).toEqual(['upcoming', 'current', 'superseded']);
  });

  it('shows a brand-new document by its first, upcoming version', () => {
    const fresh: TermsDocument = { id: 'location', consent: 'optional', versions: [version('2027-01-01')] };
    const now = new Date('2026-12-15T00:00:00Z');
    expect(currentTermsVersion(fresh, now)).toBeNull();
    expect(displayedTermsVersion(fresh, now).version).toBe('2027-01-01');
    expect(() => displayedTermsVersion({ ...fresh, versions: [] }, now)).toThrow(/no versions/);
  });

  it('finds a version by its id only', () => {
    expect(findTermsVersion(history, '2026-06-01')?.effectiveDate).toBe('2026-06-01');
    expect(findTermsVersion(history, '2026-06-02')).toBeNull();
  });
});

describe('terms paths', () => {
  it('addresses the version in force and each fixed version', () => {
    expect(termsPath('privacy')).toBe('/terms/privacy');
    expect(termsPath('privacy', '2026-11-01')).toBe('/terms/privacy/2026-11-01');
  });

  const redirect = (href: string) => {
    const url = new URL(href, 'https://popspot.example');
    return termsVersionRedirect(url);
  };

  it('sends ?version= to the version path in the same language, keeping other query', () => {
    expect(redirect('/terms/privacy?version=2026-11-01')).toBe('/terms/privacy/2026-11-01');
    expect(redirect('/en/terms/service?version=2026-11-01&utm_source=mail')).toBe(
      '/en/terms/service/2026-11-01?utm_source=mail',
    );
    expect(redirect('/zh/terms/location/?version=2026-11-01')).toBe('/zh/terms/location/2026-11-01');
    // /ko/ is not a prefix the site uses: go straight to the unprefixed Korean page.
    expect(redirect('/ko/terms/marketing?version=2026-11-01')).toBe('/terms/marketing/2026-11-01');
  });

  it('keeps an unknown or odd version inside one path segment (which then 404s)', () => {
    expect(redirect('/terms/privacy?version=1999-01-01')).toBe('/terms/privacy/1999-01-01');
    expect(redirect('/terms/privacy?version=..%2F..%2Fmypage')).toBe('/terms/privacy/..%2F..%2Fmypage');
  });

  it('leaves every other request alone', () => {
    for (const href of [
      '/terms/privacy',
      '/terms/privacy?version=',
      '/terms?version=2026-11-01',
      '/terms/refund?version=2026-11-01',
      '/terms/privacy/2026-11-01?version=2026-11-01',
      '/popup/1?version=2026-11-01',
      '/fr/terms/privacy?version=2026-11-01',
    ]) {
      expect(redirect(href), href).toBeNull();
    }
  });
});
