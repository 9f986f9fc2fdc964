import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import { serverEnv } from '../../env';
import { serverTranslator } from '../../i18n/server-translator';
import type { OutgoingMail } from '../../mail/transport';
import type { CompanyRole } from './company-access';

/** The console's address in the reader's language (Korean has no prefix). */
function consoleUrl(lang: Locale): string {
  const prefix = lang === DEFAULT_LOCALE ? '' : `/${lang}`;
  return `${serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}${prefix}/enterprise`;
}

/** The verification code mail, in the language the person asked in. */
export function verificationCodeMail(input: { lang: Locale; to: string; code: string; company: string }): OutgoingMail {
  const t = serverTranslator(input.lang, 'enterpriseMail');
  return {
    to: input.to,
    subject: t('codeSubject', { code: input.code }),
    text: t('codeBody', { code: input.code, company: input.company, minutes: 10 }),
  };
}

/** The invitation mail, in the inviter's language, with the way into the console. */
export function invitationMail(input: {
  lang: Locale;
  to: string;
  company: string;
  role: CompanyRole;
  inviter: string;
}): OutgoingMail {
  const t = serverTranslator(input.lang, 'enterpriseMail');
  return {
    to: input.to,
    subject: t('inviteSubject', { company: input.company }),
    text: t('inviteBody', {
      company: input.company,
      inviter: input.inviter,
      role: t(`role.${input.role}`),
      email: input.to,
      link: consoleUrl(input.lang),
    }),
  };
}
