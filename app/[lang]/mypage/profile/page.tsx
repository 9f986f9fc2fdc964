import '@/api/server-transport';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { getSignedUpMe } from '@/api/users';
import { ProfileEditor } from '@/components/auth/profile-editor';
import { ClientMessages } from '@/components/providers/client-messages';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('profile.metaTitle');

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
