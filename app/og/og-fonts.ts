import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/locales';

/**
 * Fonts for the generated share images. next/og's built-in font has no Hangul, kana or Han,
 * and satori reads TTF/OTF/WOFF but not WOFF2, so the Noto Sans TTFs come from npm
 * (@expo-google-fonts/*, OFL) and are read from node_modules at run time, never bundled.
 *
 * Noto Sans KR covers Hangul, Latin, kana and most Han; Japanese-only shinjitai (渋) and
 * simplified Chinese (这, 们) need the JP and SC cuts. Each language gets its own font
 * first and Korean as the fallback, because a title without a translation is shown in
 * Korean on every language's image.
 */
type FontName = 'Noto Sans KR' | 'Noto Sans JP' | 'Noto Sans SC';

const FILES: Record<FontName, string> = {
  'Noto Sans KR': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  'Noto Sans JP': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  'Noto Sans SC': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

const ORDER: Record<Locale, FontName[]> = {
  ko: ['Noto Sans KR'],
  en: ['Noto Sans KR'],
  ja: ['Noto Sans JP', 'Noto Sans KR'],
  zh: ['Noto Sans SC', 'Noto Sans KR'],
};

export type OgFont = { name: FontName; data: ArrayBuffer; weight: 700; style: 'normal' };

const files = new Map<FontName, Promise<ArrayBuffer>>();
const sets = new Map<Locale, Promise<OgFont[]>>();

function loadFile(name: FontName): Promise<ArrayBuffer> {
  let pending = files.get(name);
  if (!pending) {
    // The server runs from the project root (next start, tests), where node_modules is.
    const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', FILES[name]);
    pending = readFile(file).then((buffer) =>
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    );
    // A failed read is not remembered: the next image tries again.
    pending.catch(() => files.delete(name));
    files.set(name, pending);
  }
  return pending;
}

/**
 * The fonts for one language, read once and kept in memory. The same array is handed out
 * every time on purpose: satori caches its parsed fonts by the identity of this array.
 */
export function ogFonts(lang: Locale): Promise<OgFont[]> {
  let pending = sets.get(lang);
  if (!pending) {
    pending = Promise.all(
      ORDER[lang].map(async (name) => ({
        name,
        data: await loadFile(name),
        weight: 700 as const,
        style: 'normal' as const,
      })),
    );
    pending.catch(() => sets.delete(lang));
    sets.set(lang, pending);
  }
  return pending;
}

/** The CSS font-family list matching ogFonts(lang). */
export function ogFontFamily(lang: Locale): string {
  return ORDER[lang].map((name) => `"${name}"`).join(', ');
}
