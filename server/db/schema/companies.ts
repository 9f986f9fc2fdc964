import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
  (t) => [
    uniqueIndex('companies_brn_uq').on(t.businessRegistrationNumber),
    // One company per name, whatever its case or surrounding spaces: members pick their
    // company by name and the console shows it, so 'Monohaus' and ' monohaus' would be two
    // companies nobody can tell apart (COMPANY_NAME_TAKEN).
    uniqueIndex('companies_name_uq').on(sql`lower(btrim(${t.name}))`),
  ],
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
    /**
     * The last code sent, as a keyed hash (HMAC-SHA-256), never the code itself: a leaked
     * table does not hand out memberships. Short-lived (see expires_at), cleared once used,
     * and limited by failed_attempts.
     */
    verificationCode: text('verification_code'),
    verificationCodeExpiresAt: instant('verification_code_expires_at'),
    /** Wrong codes since the last send, so a 6-digit code cannot be guessed by brute force. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Too many wrong codes: no code is checked (AUTHENTICATION_FAILED) until this instant. */
    lockedUntil: instant('locked_until'),
    /** Resend limit, kept in the row so it holds across app processes. */
    codeSentAt: instant('code_sent_at'),
    sendsInWindow: smallint('sends_in_window').notNull().default(0),
    sendWindowStartedAt: instant('send_window_started_at'),
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

/**
 * The e-mail domains a company's people use ('monohaus.kr'). Registered by an admin; a
 * user proves membership with an address at one of them. A domain belongs to one company.
 */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case, no '@' (checked), so a lookup is one equality. */
    domain: text('domain').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_domains_domain_uq').on(t.domain),
    index('company_domains_company_idx').on(t.companyId),
    check('company_domains_domain_ck', sql`${t.domain} = lower(${t.domain}) AND position('@' in ${t.domain}) = 0`),
  ],
);

/**
 * An owner's (or an admin's) invitation: the person who verifies this address joins with
 * this role instead of the default STAFF. Open until accepted or withdrawn; one open
 * invitation per company and address.
 */
export const enterpriseInvitations = pgTable(
  'enterprise_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: enterpriseMemberRole('role').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: instant('accepted_at'),
    withdrawnAt: instant('withdrawn_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_invitations_open_uq')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.withdrawnAt} IS NULL`),
    index('enterprise_invitations_email_idx').on(t.email),
  ],
);

/**
 * Every change made in the company console or by an admin to a company: who, what, when.
 * Written in the same transaction as the change, so the log never claims what did not
 * happen nor misses what did. company_id is null only for what has no company yet.
 */
export const companyAuditEvents = pgTable(
  'company_audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the account is gone; the log stays. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'SPOT_CREATED', 'MEMBER_REMOVED', ... (CompanyAuditAction in the service). */
    action: text('action').notNull(),
    /** What it was done to: 'SPOT', 'MEMBER', 'INVITATION', 'COMPANY', 'DOMAIN', 'QUEUE', 'SLOT'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** The particulars: changed field names, the new role, a title. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_audit_events_company_idx').on(t.companyId, t.id),
    index('company_audit_events_target_idx').on(t.targetType, t.targetId),
  ],
);
