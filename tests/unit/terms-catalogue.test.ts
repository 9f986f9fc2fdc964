import { describe, expect, it } from 'vitest';
import { BUSINESS_INFO } from '@/lib/business-info';
import { koreanDate } from '@/lib/terms/blocks';
import { isTermsDocumentId, listTermsDocuments, TERMS_CATALOGUE } from '@/lib/terms/catalogue';
import { MARKETING_CHANNEL_NAMES_KO, MARKETING_CHANNELS } from '@/lib/terms/marketing-channels';
import { TERMS_DOCUMENT_IDS, type TermsBlock, type TermsVersion } from '@/lib/terms/types';
import { currentTermsVersion } from '@/lib/terms/versions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** Every string a version shows: title, intro, headings, paragraphs, list items, table cells. */
function texts(version: TermsVersion): string[] {
  const ofBlock = (block: TermsBlock): string[] => {
    if (block.type === 'paragraph') return [block.text];
    if (block.type === 'list') {
      return block.items.flatMap((item) => (typeof item === 'string' ? [item] : [item.text, ...item.items]));
    }
    return [block.caption, ...block.columns, ...block.rows.flat()];
  };
  return [
    version.title,
    ...(version.intro ?? []),
    ...version.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(ofBlock)]),
  ];
}

const everyVersion = listTermsDocuments().flatMap((document) =>
  document.versions.map((version) => [`${document.id} ${version.version}`, version] as const),
);

describe('terms catalogue', () => {
  it('holds the four documents the sign-up consent asks about, required ones first', () => {
    expect(listTermsDocuments().map((d) => [d.id, d.consent])).toEqual([
      ['service', 'required'],
      ['privacy', 'required'],
      ['location', 'optional'],
      ['marketing', 'optional'],
    ]);
    for (const id of TERMS_DOCUMENT_IDS) expect(TERMS_CATALOGUE[id].id).toBe(id);
    expect(isTermsDocumentId('privacy')).toBe(true);
    expect(isTermsDocumentId('refund')).toBe(false);
    expect(isTermsDocumentId(undefined)).toBe(false);
  });

  it('has a version in force today for every document', () => {
    for (const document of listTermsDocuments()) {
      expect(currentTermsVersion(document, new Date()), document.id).not.toBeNull();
    }
  });

  it('keeps versions unique, dated, and newest first', () => {
    for (const document of listTermsDocuments()) {
      const { versions } = document;
      expect(versions.length, document.id).toBeGreaterThan(0);
      expect(new Set(versions.map((v) => v.version)).size, document.id).toBe(versions.length);
      for (const v of versions) {
        // Path-safe (the proxy skips paths with a dot) and a real calendar day.
        expect(isRealDay(v.version), `${document.id} ${v.version}`).toBe(true);
        expect(isRealDay(v.effectiveDate), `${document.id} ${v.effectiveDate}`).toBe(true);
        expect(v.effectiveDate >= v.version, `${document.id} ${v.version}`).toBe(true);
      }
      for (let i = 1; i < versions.length; i++) {
        expect(versions[i - 1].version > versions[i].version, document.id).toBe(true);
        expect(versions[i - 1].effectiveDate > versions[i].effectiveDate, document.id).toBe(true);
      }
    }
  });

  it.each(everyVersion)('%s: every section has a heading and non-empty content', (_, version) => {
    expect(version.title.trim()).not.toBe('');
    expect(version.sections.length).toBeGreaterThan(1);
    for (const section of version.sections) {
      expect(section.heading.trim(), version.title).not.toBe('');
      expect(section.blocks.length, section.heading).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.type === 'list') {
          expect(block.items.length, section.heading).toBeGreaterThan(0);
          for (const item of block.items) {
            if (typeof item !== 'string') expect(item.items.length, item.text).toBeGreaterThan(0);
          }
        }
        if (block.type === 'table') {
          expect(block.columns.length, block.caption).toBeGreaterThan(1);
          expect(block.rows.length, block.caption).toBeGreaterThan(0);
          for (const row of block.rows) expect(row, block.caption).toHaveLength(block.columns.length);
        }
      }
    }
    const blank = texts(version).filter((text) => text.trim() === '');
    expect(blank).toEqual([]);
    expect(new Set(version.sections.map((s) => s.heading)).size).toBe(version.sections.length);
  });

  it.each(everyVersion)('%s: articles are numbered in order and cross-references exist', (_, version) => {
    const numbers = version.sections
      .map((s) => /^제(\d+)조 /.exec(s.heading)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    if (numbers.length === 0) return;
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const body = version.sections.flatMap((s) => texts({ ...version, title: '', intro: [], sections: [s] }));
    // References to this document's articles; sentences that cite a statute (「…」, '…법 제N조')
    // are left out, their numbers are the statute's.
    const referenced = body
      .filter((text) => !text.includes('「') && !/법 제\d/.test(text))
      .flatMap((text) => [...text.matchAll(/제(\d+)조/g)].map((m) => Number(m[1])));
    for (const n of referenced) expect(n, `제${n}조`).toBeLessThanOrEqual(numbers.length);
  });

  it.each(everyVersion)('%s: states its own effective date', (_, version) => {
    expect(texts(version).join('\n')).toContain(`${koreanDate(version.effectiveDate)}부터`);
  });

  it('quotes the business information where the documents name the operator', () => {
    const privacy = texts(TERMS_CATALOGUE.privacy.versions[0]).join('\n');
    expect(privacy).toContain(BUSINESS_INFO.companyName.ko);
    expect(privacy).toContain(BUSINESS_INFO.privacyOfficer.email);
    expect(privacy).toContain(BUSINESS_INFO.hostingProvider.name.ko);
    const location = texts(TERMS_CATALOGUE.location.versions[0]).join('\n');
    expect(location).toContain(BUSINESS_INFO.address.ko);
    expect(location).toContain(BUSINESS_INFO.representative.ko);
  });

  it('lists every marketing channel in the marketing consent', () => {
    const marketing = texts(TERMS_CATALOGUE.marketing.versions[0]);
    for (const channel of MARKETING_CHANNELS) expect(marketing).toContain(MARKETING_CHANNEL_NAMES_KO[channel]);
  });
});
