import { describe, expect, it } from 'vitest';
import { ResultCode } from '@/api/error-codes';
import { routing } from '@/i18n/routing';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted key path: "popup.periodType.READY". */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** ICU arguments used by a message: "{open} ~ {close}" -> ["close", "open"]. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
}

const locales = { ko, en, ja, zh } as Record<string, Tree>;
const reference = leaves(ko as Tree);

describe('locale files', () => {
  it('exist for exactly the routed locales', () => {
    expect(Object.keys(locales).sort()).toEqual([...routing.locales].sort());
  });

  describe.each(Object.keys(locales))('%s', (locale) => {
    const entries = leaves(locales[locale]);

    it('has every key of ko.json', () => {
      const missing = [...reference.keys()].filter((key) => !entries.has(key));
      expect(missing).toEqual([]);
    });

    it('has no key that ko.json lacks', () => {
      const extra = [...entries.keys()].filter((key) => !reference.has(key));
      expect(extra).toEqual([]);
    });

    it('has only non-empty string values', () => {
      const bad = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it('uses the same placeholders as ko.json', () => {
      const mismatched = [...reference]
        .filter(([key]) => entries.has(key))
        .filter(([key, value]) => placeholders(String(value)).join() !== placeholders(String(entries.get(key))).join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  describe.each(Object.keys(locales))('%s errors', (locale) => {
    const errors = locales[locale].errors as Record<string, string>;
    const codes = Object.values(ResultCode).map(String);

    it('word every code of the error catalogue', () => {
      expect(codes.filter((code) => !(code in errors))).toEqual([]);
    });

    it('word nothing but catalogue codes (no orphan errors.* keys)', () => {
      expect(Object.keys(errors).filter((key) => !codes.includes(key))).toEqual([]);
    });
  });

  // "을(를)" reads as a machine wrote it (issue 31): a message picks its particle, or is
  // worded so that none follows a value ("{domain} 도메인을", "첫 리뷰").
  it('never leave Korean particles for the reader to choose', () => {
    const both = /[을를이가은는과와]\([을를이가은는과와]\)|\(으\)로/;
    expect(
      [...reference].filter(([, text]) => typeof text === 'string' && both.test(text)).map(([key]) => key),
    ).toEqual([]);
  });

  // app/global-error.tsx reads these straight from the compiled locale file, without a
  // formatter: ICU syntax (arguments, plurals, tags, quoting) would reach the screen as is.
  it.each(Object.keys(locales))('keep the %s global error page words plain text', (locale) => {
    const words = Object.entries(locales[locale].errorPage as Record<string, string>);
    expect(words.filter(([, text]) => /[{}<>']/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('give every catalogue code a distinct number whose first three digits are its HTTP status', () => {
    const codes = Object.values(ResultCode);
    expect(new Set(codes).size).toBe(codes.length);
    const misfiled = Object.entries(ResultCode).filter(([, code]) => {
      const status = Math.floor(code / 100000);
      return String(code).length !== 8 || status < 200 || status > 599;
    });
    expect(misfiled).toEqual([]);
  });
});
