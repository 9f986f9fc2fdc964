import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './common';

export const userRole = pgEnum('user_role', ['USER', 'ENTERPRISE', 'ADMIN']);

/**
 * A signed-in person. Accounts are soft-deleted (deleted_at) so that reviews, tickets and
 * chat history keep a valid author; every "live user" query filters `deleted_at IS NULL`.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Kakao's user id (a number, kept as text so that no provider id is ever rounded).
     * The demo sign-in (AUTH_DEV_LOGIN) uses a 'dev:'-prefixed value so it finds the same
     * demo user again and can never collide with a real Kakao id.
     */
    kakaoAccountId: text('kakao_account_id').notNull(),
    nickname: text('nickname').notNull(),
    profileImageUrl: text('profile_image_url'),
    email: text('email'),
    /**
     * Kakao's phone_number (international form, '+82 10-1234-5678') when the person shared it;
     * shown by the spec's display rule (lib/phone.ts).
     */
    phone: text('phone'),
    role: userRole('role').notNull().default('USER'),
    /** From Kakao's age consent; the product refuses sign-up under 14 (login error). */
    birthYear: smallint('birth_year'),
    /** Kakao's age_range, e.g. '20~29'. */
    ageRange: text('age_range'),
    /**
     * Set when the /signup step (required terms, nickname) is finished. A Kakao callback
     * for a new person creates the row first with a generated nickname, so this tells a
     * half-registered account from a complete one.
     */
    signedUpAt: instant('signed_up_at'),
    lastLoginAt: instant('last_login_at'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // Unique only among live accounts: a person who deleted the account can sign up again
    // with the same Kakao account, and a deleted user's nickname becomes free.
    uniqueIndex('users_kakao_account_id_live_uq')
      .on(t.kakaoAccountId)
      .where(sql`${t.deletedAt} IS NULL`),
    // Case-insensitive so 'Popspot' and 'popspot' cannot both exist (the nickname
    // availability check and the insert agree because both rely on this index).
    uniqueIndex('users_nickname_live_uq')
      .on(sql`lower(${t.nickname})`)
      .where(sql`${t.deletedAt} IS NULL`),
    check('users_nickname_length_ck', sql`char_length(${t.nickname}) BETWEEN 2 AND 32`),
    check('users_birth_year_ck', sql`${t.birthYear} IS NULL OR ${t.birthYear} BETWEEN 1900 AND 2100`),
  ],
);

/**
 * Consent items asked at sign-up (spec section 9: terms, privacy, location, age check,
 * marketing, promotions by email / SMS / app push / messenger). One enum so that adding an
 * item is a migration, not a new column.
 */
export const termType = pgEnum('term_type', [
  'SERVICE',
  'PRIVACY',
  'AGE_OVER_14',
  'LOCATION',
  'MARKETING',
  'PROMOTION_EMAIL',
  'PROMOTION_SMS',
  'PROMOTION_APP_PUSH',
  'PROMOTION_MESSENGER',
]);

/**
 * The current answer per user and consent item (GET/PUT /v1/users/terms edits the optional
 * ones). One row per item rather than a column per item so the API can list them generically;
 * agreed_at/updated_at keep when the answer was last given, which marketing law asks for.
 */
export const userTerms = pgTable(
  'user_terms',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termType: termType('term_type').notNull(),
    isAgreed: boolean('is_agreed').notNull(),
    agreedAt: instant('agreed_at'),
    /**
     * The version of the document the answer was given to (lib/terms, e.g. '2026-11-01');
     * null for the age declaration, which has no document, and for answers from before versions.
     */
    version: text('version'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.termType] })],
);

/** Where a consent answer was given. */
export const consentSource = pgEnum('consent_source', ['SIGNUP', 'SETTINGS', 'KAKAO_SYNC', 'NOTIFICATION_SETTINGS']);

/**
 * Every consent answer ever given, append-only: what was answered, to which version of
 * which document, when and where. user_terms holds the latest; this is the proof the law asks
 * for (who agreed to marketing, and when it was withdrawn). Gone with the account.
 */
export const userTermHistory = pgTable(
  'user_term_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termType: termType('term_type').notNull(),
    isAgreed: boolean('is_agreed').notNull(),
    version: text('version'),
    source: consentSource('source').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_term_history_user_idx').on(t.userId, t.createdAt)],
);
