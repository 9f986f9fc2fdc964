import type { Metadata } from 'next';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/i18n/locale-param';
import { localizedAlternates } from '@/lib/seo/alternates';
import { socialMetadata, type SocialMetadataInput } from '@/lib/seo/social-metadata';

/** A message's full key ('community.metaTitle'), checked against ko.json. */
type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

type PublicPageInput = Omit<SocialMetadataInput, 'url' | 'type'> & {
  /** The page's unlocalized path ('/notice/3'): its canonical URL and hreflang links follow from it. */
  path: string;
  type?: SocialMetadataInput['type'];
  /** Set only where the page is not to be indexed as it is (a filtered list, an old version). */
  robots?: Metadata['robots'];
  /** The home page: the layout's title and description are already the page's own. */
  layoutTitle?: boolean;
};

/**
 * The metadata of a page anyone can open, in one definition for every public page: its title
 * and description, the canonical URL and the hreflang links to its four languages (decision
 * 018), and the Open Graph and Twitter cards that say the same (lib/seo/social-metadata.ts).
 * Private pages have theirs in app/private-page-metadata.ts.
 */
export function publicPageMetadata({ path, type = 'website', robots, layoutTitle = false, ...card }: PublicPageInput) {
  const alternates = localizedAlternates(path, card.lang);
  const metadata: Metadata = {
    ...(layoutTitle ? {} : { title: card.title, description: card.description }),
    alternates,
    ...(robots ? { robots } : {}),
    ...socialMetadata({ ...card, type, url: alternates.canonical }),
  };
  return metadata;
}

/**
 * generateMetadata for a public page whose title and description are messages:
 * `export const generateMetadata = publicPageMetadataFrom('/notice', 'notice.title', 'notice.metaDescription');`
 */
export function publicPageMetadataFrom(path: string, titleKey: MessageKey, descriptionKey: MessageKey) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const lang = await localeFromParams(params);
    const t = await getTranslations({ locale: lang });
    return publicPageMetadata({ path, lang, title: t(titleKey), description: t(descriptionKey) });
  };
}
