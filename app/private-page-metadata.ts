import type { Metadata } from 'next';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/i18n/locale-param';

/** A message's full key ('auth.mypage.metaTitle'), checked against ko.json. */
type TitleKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The metadata of a page made for one person (decision 026): its translated title and no
 * indexing, its links not followed. One definition for every private page:
 * `export const generateMetadata = privatePageMetadata('auth.mypage.metaTitle');`
 */
export function privatePageMetadata(titleKey: TitleKey) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: await localeFromParams(params) });
    return { title: t(titleKey), robots: { index: false, follow: false } };
  };
}
