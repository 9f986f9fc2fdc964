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
    // Case-insensitive so 'Popspot' and 'popspot' cannot both exist (the nickname
    // availability check and the insert agree because both rely on this index).
    uniqueIndex('users_nickname_live_uq')
      .on(sql`lower(${t.nickname})`)
      .where(sql`${t.deletedAt} IS NULL`),
    check('users_nickname_length_ck', sql`char_length(${t.nickname}) BETWEEN 2 AND 32`),
    check('users_birth_year_ck', sql`${t.birthYear} IS NULL OR ${t.birthYear} BETWEEN 1900 AND 2100`),
  ],
);

/** Where a person signs in from. DEV: the demo and test accounts of AUTH_DEV_LOGIN and the seed. */
export const authProvider = pgEnum('auth_provider', ['KAKAO', 'NAVER', 'APPLE', 'DEV']);

/**
 * How a person signs in: one row per provider account (Kakao's, Naver's or Apple's user id,
 * kept as text so that no id is ever rounded). A provider account belongs to one user, a
 * database constraint, so two first sign-ins at once cannot make two accounts. Account
 * deletion removes the rows: signing in again afterwards starts a new account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: authProvider('provider').notNull(),
    subject: text('subject').notNull(),
    /**
     * Apple only: the refresh token from the sign-in, kept so that account deletion can
     * revoke Sign in with Apple, as Apple requires of apps that offer deletion.
     */
    refreshToken: text('refresh_token'),
    lastUsedAt: instant('last_used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
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
