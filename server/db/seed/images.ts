import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageVariant } from '../../storage/image-variants';
import { cachedArtwork } from './variant-cache';

/**
 * Placeholder artwork for the demo data, drawn here from SVG (no downloads, nothing
 * copyrighted): a gradient, a few shapes and the spot's Latin short name. The fonts on a
 * server may lack Hangul, so images carry Latin text only.
 */

export interface GeneratedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** Its AVIF and WebP variants (decision 027), from the per-machine cache when there. */
  variants: ImageVariant[];
  /** A short hash of the bytes, part of every storage key: a key never names other bytes. */
  tag: string;
}

const PALETTES: [string, string, string][] = [
  ['#ff7a59', '#6a5cff', '#ffd166'],
  ['#0f766e', '#99f6e4', '#f0fdfa'],
  ['#1e3a8a', '#60a5fa', '#fde68a'],
  ['#be185d', '#f9a8d4', '#fff1f2'],
  ['#3f3f46', '#d4d4d8', '#fafafa'],
  ['#7c2d12', '#fdba74', '#fff7ed'],
  ['#4c1d95', '#c4b5fd', '#f5f3ff'],
  ['#166534', '#bef264', '#f7fee7'],
  ['#0c4a6e', '#f472b6', '#e0f2fe'],
  ['#854d0e', '#fde047', '#fefce8'],
];

/** Encoding settings: small files and fast enough that the whole seed stays in seconds. */
const WEBP = { quality: 70, effort: 2 } as const;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function palette(index: number): [string, string, string] {
  return PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length];
}

/** Shapes vary by `variant` so that neighbouring cards don't look identical. */
function shapes(width: number, height: number, variant: number, accent: string): string {
  const v = variant % 4;
  if (v === 0) {
    return `<circle cx="${width * 0.78}" cy="${height * 0.22}" r="${width * 0.17}" fill="${accent}" fill-opacity="0.55"/>
      <circle cx="${width * 0.18}" cy="${height * 0.35}" r="${width * 0.07}" fill="#ffffff" fill-opacity="0.35"/>`;
  }
  if (v === 1) {
    return `<rect x="${width * 0.55}" y="${height * 0.08}" width="${width * 0.36}" height="${width * 0.36}" rx="${width * 0.04}" fill="${accent}" fill-opacity="0.5" transform="rotate(12 ${width * 0.73} ${height * 0.2})"/>
      <rect x="${width * 0.08}" y="${height * 0.3}" width="${width * 0.16}" height="${width * 0.16}" fill="#ffffff" fill-opacity="0.3"/>`;
  }
  if (v === 2) {
    return `<path d="M0 ${height * 0.55} Q ${width * 0.5} ${height * 0.35} ${width} ${height * 0.55} L ${width} ${height} L 0 ${height} Z" fill="${accent}" fill-opacity="0.35"/>
      <circle cx="${width * 0.8}" cy="${height * 0.18}" r="${width * 0.09}" fill="#ffffff" fill-opacity="0.45"/>`;
  }
  return `<polygon points="${width * 0.62},${height * 0.06} ${width * 0.94},${height * 0.38} ${width * 0.62},${height * 0.38}" fill="${accent}" fill-opacity="0.55"/>
    <circle cx="${width * 0.22}" cy="${height * 0.22}" r="${width * 0.12}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${width * 0.015}"/>`;
}

function fitFontSize(text: string, width: number, max: number): number {
  // DejaVu Sans Bold caps are about 0.72 em wide; keep a 10% margin on each side.
  return Math.max(24, Math.min(max, Math.floor((width * 0.8) / Math.max(1, text.length * 0.72))));
}

/** Draws the SVG as WebP, with its variants; both come from the per-machine cache when there. */
async function render(svg: string, width: number, height: number): Promise<GeneratedImage> {
  const recipe = `${JSON.stringify(WEBP)}\n${svg}`;
  const { bytes, variants } = await cachedArtwork(recipe, () => sharp(Buffer.from(svg)).webp(WEBP).toBuffer());
  const tag = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { bytes, width, height, variants, tag };
}

/** The storage key of a seed image: `<folder>/<name>-<tag>.webp`. */
export function seedImageKey(folder: string, name: string, image: Pick<GeneratedImage, 'tag'>): string {
  return `${folder}/${name}-${image.tag}.webp`;
}

function frame(width: number, height: number, paletteIndex: number, variant: number, body: string): string {
  const [c1, c2, accent] = palette(paletteIndex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${shapes(width, height, variant, accent)}
    ${body}
  </svg>`;
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

/** The square cover of a spot (cards, the top of the detail page). */
export function heroImage(name: string, label: string, paletteIndex: number, variant: number): Promise<GeneratedImage> {
  const size = 720;
  const text = name.toUpperCase();
  const fontSize = fitFontSize(text, size, 84);
  const body = `<text x="${size * 0.08}" y="${size * 0.8}" ${FONT} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>
    <text x="${size * 0.08}" y="${size * 0.8 + 56}" ${FONT} font-size="28" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">${escapeXml(label)}</text>`;
  return render(frame(size, size, paletteIndex, variant, body), size, size);
}

/** A portrait detail image ('01 / 03') for the detail-images tab. */
export function detailImage(name: string, index: number, total: number, paletteIndex: number): Promise<GeneratedImage> {
  const width = 720;
  const height = 1080;
  const text = name.toUpperCase();
  const fontSize = fitFontSize(text, width, 64);
  const counter = `${String(index).padStart(2, '0')} / ${String(total).padStart(2, '0')}`;
  const body = `<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.84}" height="${height * 0.28}" rx="24" fill="#ffffff" fill-opacity="0.18"/>
    <text x="${width * 0.13}" y="${height * 0.72}" ${FONT} font-size="30" letter-spacing="8" fill="#ffffff">DETAIL ${counter}</text>
    <text x="${width * 0.13}" y="${height * 0.72 + fontSize + 28}" ${FONT} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`;
  return render(frame(width, height, paletteIndex + index, index + 1, body), width, height);
}

/** A wide cover for partners and magazine posts. */
export function coverImage(
  title: string,
  label: string,
  paletteIndex: number,
  variant: number,
): Promise<GeneratedImage> {
  const width = 960;
  const height = 640;
  const text = title.toUpperCase();
  const fontSize = fitFontSize(text, width, 80);
  const body = `<text x="${width * 0.07}" y="${height * 0.78}" ${FONT} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>
    <text x="${width * 0.07}" y="${height * 0.78 + 50}" ${FONT} font-size="26" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">${escapeXml(label)}</text>`;
  return render(frame(width, height, paletteIndex, variant, body), width, height);
}

/** A text-free "photo" for reviews. */
export function reviewPhoto(variant: number): Promise<GeneratedImage> {
  const size = 720;
  return render(frame(size, size, variant * 3 + 1, variant, ''), size, size);
}

/** Runs `fn` over `items` with at most `limit` in flight (sharp has its own thread pool). */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return results;
}
