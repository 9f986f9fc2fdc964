import { z } from 'zod';
import { COMPANY_ROLES, VERIFICATION_CODE_PATTERN } from '@/lib/company-inputs';
import { localeSchema } from './locale';

/**
 * Company membership (decision 044): a signed-in person proves they work at a registered
 * company with a code mailed to their work address; an owner (or an admin) invites people,
 * changes their roles and removes them.
 */

const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** Six digits, as mailed. */
const verificationCodeSchema = z.string().regex(VERIFICATION_CODE_PATTERN, 'must be the 6-digit code from the mail');

/** A work address: trimmed and lower-cased before it is checked or stored. */
const workEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be an email address' }));

const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const myEnterpriseSchema = z
  .object({
    /** ADMIN: may run every company's console and register companies. */
    isAdmin: z.boolean(),
    /** The verified membership, or null. */
    membership: z
      .object({
        id: z.number().int(),
        company: companyRefSchema,
        role: companyRoleSchema,
        email: z.string(),
        verifiedAt: z.string().nullable(),
      })
      .nullable(),
    /** A code sent and not yet used (or the lock-out after too many wrong codes), or null. */
    pending: z
      .object({
        email: z.string(),
        company: companyRefSchema,
        /** Null once the code was used up by the lock-out: ask for a new one. */
        codeExpiresAt: z.string().nullable(),
        /** When another code may be sent (the resend limit). */
        resendAvailableAt: z.string(),
        /** No code is checked until then (too many wrong codes), or null. */
        lockedUntil: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyEnterprise' });
export type MyEnterprise = z.infer<typeof myEnterpriseSchema>;

export const sendVerificationCodeBodySchema = z.object({
  email: workEmailSchema,
  /** The language of the mail; when absent, Accept-Language's (Korean by default). */
  lang: localeSchema.optional(),
});
export type SendVerificationCodeBody = z.input<typeof sendVerificationCodeBodySchema>;

export const verifyCodeBodySchema = z.object({ code: verificationCodeSchema });
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

const memberSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    nickname: z.string(),
    email: z.string(),
    role: companyRoleSchema,
    verifiedAt: z.string().nullable(),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof memberSchema>;

const invitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: companyRoleSchema,
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CompanyInvitation' });

export const companyMembersSchema = z
  .object({
    company: z.object({ id: z.number().int(), name: z.string(), domains: z.array(z.string()) }),
    /** May the caller invite, change roles and remove (an owner or an admin)? */
    canManage: z.boolean(),
    /** The caller's own membership id in this company (null for an admin from outside). */
    viewerMemberId: z.number().int().nullable(),
    members: z.array(memberSchema),
    /** Open invitations (neither accepted nor withdrawn), newest first. */
    invitations: z.array(invitationSchema),
  })
  .meta({ id: 'CompanyMembers' });
export type CompanyMembers = z.infer<typeof companyMembersSchema>;

export const inviteMemberBodySchema = z.object({
  email: workEmailSchema,
  role: companyRoleSchema,
  /** The language of the invitation mail (the inviter's); when absent, Accept-Language's. */
  lang: localeSchema.optional(),
});
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

export const changeMemberRoleBodySchema = z.object({ role: companyRoleSchema });
export type ChangeMemberRoleBody = z.infer<typeof changeMemberRoleBodySchema>;
