import 'server-only';
import { createElement } from 'react';
import { ImageResponse } from 'next/og';
import { createTranslator } from 'next-intl';
import { formatSeoulDate } from '@/lib/format-date';
import { getDb } from '@/server/db/client';
import { getMagazineShareCard, getSpotShareCard, type ShareCard } from '@/server/services/seo/get-share-card';
import ko from '@/locales/ko.json';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import zh from '@/locales/zh.json';
import { type Locale, isLocale } from '@/lib/locales';
import { OgCard } from './og-card';
import { ogFontFamily, ogFonts } from './og-fonts';
import { parseRouteId } from '@/lib/route-id';

/**
 * GET /og/{popup|pass|magazine}/{id}?lang=: the share image of a page that has no image of
 * its own (lib/seo/social-metadata.ts points og:image and twitter:image here). 404 where
 * the page would not be public; 400 for a language that is not one of ours.
 */
export type ShareImageKind = 'popup' | 'pass' | 'magazine';

const MESSAGES = { ko, en, ja, zh } as const;

/** A day the image may be cached; a title edit shows within that (and at once on a new lang). */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Emoji would make satori fetch images from a CDN (not reachable from every server, and a
 * failure there breaks the image), so they are dropped; long titles are cut.
 */
export function printableTitle(title: string, max = 70): string {
  const clean = title
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}

async function loadCard(kind: ShareImageKind, id: number, lang: Locale): Promise<ShareCard | null> {
  const db = await getDb();
  return kind === 'magazine' ? getMagazineShareCard(db, id, lang) : getSpotShareCard(db, kind, id, lang);
}

export async function shareImageResponse(request: Request, kind: ShareImageKind, rawId: string): Promise<Response> {
  const requested = new URL(request.url).searchParams.get('lang') ?? 'ko';
  if (!isLocale(requested)) return plain(400, 'Unknown lang');
  const lang = requested;
  const id = parseRouteId(rawId);
  if (id === null) return plain(404, 'Not found');
  const card = await loadCard(kind, id, lang);
  if (!card) return plain(404, 'Not found');

  const t = createTranslator({ locale: lang, messages: MESSAGES[lang] });
  const details: string[] = [];
  if (card.kind === 'magazine') {
    if (card.date) details.push(formatSeoulDate(card.date, lang));
  } else {
    const open = formatSeoulDate(card.openDate, lang);
    const close = card.closeDate ? formatSeoulDate(card.closeDate, lang) : t('popup.toBeAnnounced');
    details.push(t('popup.dateRange', { open, close }));
    if (card.area) details.push(card.area);
  }
  const label = t(card.kind === 'magazine' ? 'og.magazine' : card.kind === 'pass' ? 'og.pass' : 'og.popup');

  const fonts = await ogFonts(lang);
  return new ImageResponse(
    createElement(OgCard, {
      brand: t('common.appName'),
      label,
      title: printableTitle(card.title),
      details,
      fontFamily: ogFontFamily(lang),
    }),
    {
      width: 1200,
      height: 630,
      fonts, // Lower case: next/og sets 'cache-control' (a year, immutable) and ours must replace it.
      headers: { 'cache-control': CACHE_CONTROL },
    },
  );
}
