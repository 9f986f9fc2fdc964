import '@/api/server-transport';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { getSignedUpMe } from '@/api/users';
import { ProfileEditor } from '@/components/auth/profile-editor';
import { ClientMessages } from '@/components/providers/client-messages';
import { localeFromParams } from '@/i18n/locale-param';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'profile' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /mypage/profile: picture, nickname, and the contact details Kakao shared. */
export default async function ProfilePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const me = await signedInOrLogin(getSignedUpMe, { lang, path: '/mypage/profile' });
  return (
    <ClientMessages scope="profile">
      <ProfileEditor me={me} />
    </ClientMessages>
  );
}
