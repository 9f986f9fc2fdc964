import { describe, expect, it } from 'vitest';
import { isAcceptedImageType, isHeic, jpegNameFor, sortPickedImages } from '@/lib/review-images';
import { contentSecurityPolicy, HEIC_CONVERTER_PATH, heicConverterHeaders } from '@/lib/security-headers';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB10 = 10485760;

describe('review image rules', () => {
  it('accepts the spec formats by type, or by name when the type is missing', () => {
    expect(isAcceptedImageType(file('a.png', 'image/png'))).toBe(true);
    expect(isAcceptedImageType(file('a.jpeg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedImageType(file('a.webp', 'image/webp'))).toBe(true);
    expect(isAcceptedImageType(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isAcceptedImageType(file('IMG_1.heic', 'image/heic'))).toBe(true);
    expect(isAcceptedImageType(file('a.JPG', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedImageType(file('a.gif', 'image/gif'))).toBe(false);
    expect(isAcceptedImageType(file('a.png', 'image/gif'))).toBe(false);
    expect(isAcceptedImageType(file('a.pdf', ''))).toBe(false);
  });

  it('recognises HEIC by type or name', () => {
    expect(isHeic(file('x', 'image/heif'))).toBe(true);
    expect(isHeic(file('x.HEIC', ''))).toBe(true);
    expect(isHeic(file('x.jpg', 'image/jpeg'))).toBe(false);
    expect(jpegNameFor('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegNameFor('noext')).toBe('noext.jpg');
  });

  it('takes what fits, in order, and names every rule broken', () => {
    const picked = [
      file('1.png', 'image/png'),
      file('big.jpg', 'image/jpeg', MB10 + 1),
      file('exact.jpg', 'image/jpeg', MB10),
      file('anim.gif', 'image/gif'),
      file('3.png', 'image/png'),
      file('4.png', 'image/png'),
    ];
    const { accepted, problems } = sortPickedImages(picked, 2);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', 'exact.jpg']);
    expect(problems).toEqual(['size', 'type', 'count']);
    expect(sortPickedImages([file('a.png', 'image/png')], 0)).toEqual({ accepted: [], problems: ['count'] });
    expect(sortPickedImages([file('a.png', 'image/png')], 5).problems).toEqual([]);
  });
});

describe('the HEIC converter frame headers', () => {
  it('allow eval only there, framed by our own pages only, loading nothing but our scripts', () => {
    const headers = Object.fromEntries(heicConverterHeaders().map((h) => [h.key, h.value]));
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('connect-src');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(HEIC_CONVERTER_PATH).toBe('/heic-converter.html');
    // The site's own policy keeps forbidding eval in production.
    expect(contentSecurityPolicy({ development: false })).not.toContain('unsafe-eval');
  });
});
