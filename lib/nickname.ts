import { NICKNAME_PATTERN } from './constants';

export const NICKNAME_MIN_LENGTH = 2;

/** Generated nicknames: this prefix and six digits ('팝스팟004821'), always valid. */
export const GENERATED_NICKNAME_PREFIX = '팝스팟';
/** The same in Latin letters, for readers of en, ja and zh ('Popspot004821'). */
const GENERATED_NICKNAME_PREFIX_LATIN = 'Popspot';
export const NICKNAME_MAX_LENGTH = 32;

/**
 * The spec's nickname rule: 2-32 characters of digits, letters, Hangul, space, hyphen or
 * underscore. A nickname of spaces only is refused too: it would show as nothing.
 * Availability (uniqueness) is the server's to check.
 */
export function isValidNickname(value: string): boolean {
  return NICKNAME_PATTERN.test(value) && value.trim().length > 0;
}

const NICKNAME_CHARACTERS = /^[0-9A-Za-z가-힣 _-]*$/;

/** What is wrong with a nickname, so the message names it: its length, or a character it may not use. */
export function nicknameProblem(value: string): 'tooShort' | 'tooLong' | 'characters' | null {
  if (!NICKNAME_CHARACTERS.test(value)) return 'characters';
  if (value.trim().length < NICKNAME_MIN_LENGTH) return 'tooShort';
  if (value.length > NICKNAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * The nickname to suggest at sign-up in the reader's language: a generated Korean one becomes
 * its Latin twin for readers of en, ja and zh (the rule allows no kana or hanzi); a nickname
 * the person brought from their provider stays as it is.
 */
export function suggestedNicknameFor(nickname: string, locale: string): string {
  const generated = new RegExp(`^${GENERATED_NICKNAME_PREFIX}(\\d{6})$`).exec(nickname);
  return generated && locale !== 'ko' ? `${GENERATED_NICKNAME_PREFIX_LATIN}${generated[1]}` : nickname;
}
