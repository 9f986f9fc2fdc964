import type { MagazineDetail } from '@/api/contracts/magazines';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/seo/alternates';
import { generatedImagePath } from '@/lib/seo/social-metadata';

/** Google shows at most this many characters of a headline. */
export const HEADLINE_MAX = 110;
const DESCRIPTION_MAX = 200;
/** The publisher's logo: the app icon in public/ (the one the web manifest names). */
export const PUBLISHER_LOGO_PATH = '/icon.svg';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * An instant as ISO 8601 with the Korean offset ("2026-11-12T09:00:00+09:00"): the same
 * moment as the API's UTC string, written the way the editors (and readers) see the date.
 * Korea has no daylight saving, so the offset is fixed.
 */
export function toSeoulIsoString(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`);
  return `${new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** The subtitle, or else the first paragraph: what the post is about, in one line. */
export function magazineSummary(post: Pick<MagazineDetail, 'subTitle' | 'options'>, max = DESCRIPTION_MAX): string {
  if (post.subTitle?.trim()) return clip(post.subTitle, max);
  const first = post.options.find((o) => o.type === 'TEXT' && o.textOption?.content.trim());
  return first?.textOption ? clip(first.textOption.content, max) : '';
}

export type ArticleJsonLdNames = {
  /** The byline, e.g. 'Popspot 매거진'. */
  author: string;
  /** The publisher, e.g. 'Popspot'. */
  publisher: string;
};

/**
 * schema.org Article for a magazine post at /{id}, every URL absolute against the public
 * origin. The image is the cover or, without one, the share image generated for the post,
 * so the required image property is always there. The author is the editorial team (the
 * posts have no personal byline) and links to the magazine's list page.
 */
export function magazineArticleJsonLd(
  post: MagazineDetail,
  lang: Locale,
  origin: string,
  names: ArticleJsonLdNames,
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).toString();
  const url = absolute(localizedPath(`/${post.id}`, lang));
  const image = absolute(post.file?.path ?? generatedImagePath('magazine', post.id, lang));
  const description = magazineSummary(post);
  const sections = post.categories.map((c) => c.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: clip(post.title, HEADLINE_MAX),
    ...(description ? { description } : {}),
    image: [image],
    datePublished: toSeoulIsoString(post.publishedAt),
    dateModified: toSeoulIsoString(post.updatedAt),
    author: {
      '@type': 'Organization',
      name: names.author,
      url: absolute(localizedPath('/magazine', lang)),
    },
    publisher: {
      '@type': 'Organization',
      name: names.publisher,
      url: absolute(localizedPath('/', lang)),
      logo: { '@type': 'ImageObject', url: absolute(PUBLISHER_LOGO_PATH) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: post.contentLocale,
    ...(sections.length ? { articleSection: sections.length === 1 ? sections[0] : sections } : {}),
    isAccessibleForFree: true,
  };
}
