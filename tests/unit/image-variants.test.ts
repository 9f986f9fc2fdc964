import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageSrcSets,
  imageVariantKey,
  imageVariantKeys,
} from '@/lib/image-variants';
import { renderImageVariants } from '@/server/storage/image-variants';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

describe('variant keys and URLs (lib/image-variants)', () => {
  it('derives a key per width and format from the stored key', () => {
    expect(imageVariantKey('spots/12/hero-1-ab12.webp', 640, 'avif')).toBe('spots/12/hero-1-ab12.w640.avif');
    expect(imageVariantKeys('reviews/3/x.webp').map((v) => v.key)).toEqual([
      'reviews/3/x.w160.avif',
      'reviews/3/x.w320.avif',
      'reviews/3/x.w640.avif',
      'reviews/3/x.w960.avif',
      'reviews/3/x.w1280.avif',
      'reviews/3/x.w160.webp',
      'reviews/3/x.w320.webp',
      'reviews/3/x.w640.webp',
      'reviews/3/x.w960.webp',
      'reviews/3/x.w1280.webp',
    ]);
  });

  it('gives variants to stored WebP images only, never to a variant or another type', () => {
    expect(hasImageVariants('magazine/7/cover.webp')).toBe(true);
    expect(hasImageVariants('magazine/7/cover.w640.webp')).toBe(false);
    expect(hasImageVariants('magazine/7/cover.w640.avif')).toBe(false);
    expect(hasImageVariants('brand/logo.svg')).toBe(false);
    expect(() => imageVariantKey('brand/logo.svg', 640, 'avif')).toThrow();
  });

  it('builds the srcset of each format from a stored image URL', () => {
    expect(imageSrcSets('/api/files/spots/1/hero.webp')).toEqual({
      avif:
        '/api/files/spots/1/hero.w160.avif 160w, /api/files/spots/1/hero.w320.avif 320w, /api/files/spots/1/hero.w640.avif 640w, ' +
        '/api/files/spots/1/hero.w960.avif 960w, /api/files/spots/1/hero.w1280.avif 1280w',
      webp:
        '/api/files/spots/1/hero.w160.webp 160w, /api/files/spots/1/hero.w320.webp 320w, /api/files/spots/1/hero.w640.webp 640w, ' +
        '/api/files/spots/1/hero.w960.webp 960w, /api/files/spots/1/hero.w1280.webp 1280w',
    });
  });

  it('leaves other images alone (previews, remote pictures, SVG)', () => {
    for (const src of [
      'blob:http://localhost/5d2c',
      'https://k.kakaocdn.net/dn/profile.webp',
      '/api/files/brand/logo.svg',
      '/icon.svg',
      '/api/files/spots/1/hero.webp?v=2',
    ]) {
      expect(imageSrcSets(src), src).toBeNull();
    }
  });
});

describe('renderImageVariants (server/storage/image-variants)', () => {
  it('makes every width in AVIF and WebP, scaled down with the aspect ratio kept', async () => {
    const variants = await renderImageVariants(await photo(2000, 1000));
    expect(variants.map((v) => `${v.format}@${v.width}`)).toEqual(
      IMAGE_VARIANT_FORMATS.flatMap((f) => IMAGE_VARIANT_WIDTHS.map((w) => `${f}@${w}`)),
    );
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect([meta.format, meta.width, meta.height], `${v.format}@${v.width}`).toEqual([
        v.format === 'avif' ? 'heif' : 'webp',
        v.width,
        v.width / 2,
      ]);
    }
  });

  it('never enlarges: widths above the image are the image at its own width, made once', async () => {
    const source = await photo(700, 350);
    const variants = await renderImageVariants(source);
    const at = (format: string, width: number) => variants.find((v) => v.format === format && v.width === width)!;
    for (const width of [960, 1280]) {
      expect((await sharp(at('avif', width).bytes).metadata()).width).toBe(700);
      expect(at('webp', width).bytes.equals(source)).toBe(true); // the WebP source itself, not encoded again
    }
    expect(at('avif', 960).bytes).toBe(at('avif', 1280).bytes);
    expect((await sharp(at('avif', 640).bytes).metadata()).width).toBe(640);
  });

  it('is deterministic: the same source gives the same bytes', async () => {
    const source = await photo(500, 400);
    const [a, b] = [await renderImageVariants(source), await renderImageVariants(source)];
    expect(a.map((v) => v.bytes.toString('base64'))).toEqual(b.map((v) => v.bytes.toString('base64')));
  });
});
