import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './common';
import { users } from './users';

/** A business that runs pop-ups (owner of spots through spots.company_id). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 사업자등록번호, stored as digits only ('1234567890') so lookups need no formatting. */
    businessRegistrationNumber: text('business_registration_number').notNull(),
    /** The company's e-mail domain or contact; members verify an address at this company. */
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_brn_uq').on(t.businessRegistrationNumber)],
);

/**
 * PENDING: code sent, not yet confirmed. VERIFIED: the member proved the e-mail address
 * (spec error ALREADY_AUTHENTICATED when verifying again). REVOKED: access removed.
 */
export const enterpriseMemberStatus = pgEnum('enterprise_member_status', ['PENDING', 'VERIFIED', 'REVOKED']);

/**
 * OWNER runs the company's membership, MANAGER its pop-ups and their settings, STAFF the
 * floor (the waiting-line console). A verified member of any role may run the lines of the
 * company's pop-ups.
 */
export const enterpriseMemberRole = pgEnum('enterprise_member_role', ['OWNER', 'MANAGER', 'STAFF']);

/**
 * A user's enterprise membership, proved by an e-mail code (spec section 8 codes
 * EMAIL_SEND, CODE_DOES_NOT_MATCH, CODE_HAS_EXPIRED, AUTHENTICATION_FAILED).
 */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: enterpriseMemberStatus('status').notNull().default('PENDING'),
    role: enterpriseMemberRole('role').notNull().default('STAFF'),
    /** The last code sent; short-lived (see expires_at) and limited by failed_attempts. */
    verificationCode: text('verification_code'),
    verificationCodeExpiresAt: instant('verification_code_expires_at'),
    /** Wrong codes since the last send, so a 6-digit code cannot be guessed by brute force. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    ...timestamps,
  },
  (t) => [
    // One membership per user (a person works for one company at a time); a revoked
    // membership does not block a new request.
    uniqueIndex('enterprise_members_user_live_uq')
      .on(t.userId)
      .where(sql`${t.status} <> 'REVOKED'`),
    // The partial index above cannot serve lookups that ignore status (FK cascades, "my
    // membership history").
    index('enterprise_members_user_idx').on(t.userId),
    index('enterprise_members_company_idx').on(t.companyId),
  ],
);
