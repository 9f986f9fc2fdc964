import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  changeMemberRoleBodySchema,
  companyMembersSchema,
  inviteMemberBodySchema,
  myEnterpriseSchema,
  sendVerificationCodeBodySchema,
  verifyCodeBodySchema,
} from '@/api/contracts/enterprise';
import { idParam } from '@/api/contracts/envelope';
import { requireUser } from '../../middleware/auth';
import { byAddress, rateLimit } from '../../middleware/rate-limit';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

const tags = ['enterprise'];
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const companyParams = z.object({ id: idParam });

// Per client address, on top of each member's own counters (one code a minute, five an hour,
// five wrong codes lock): many accounts behind one address share these (decision 049).
const CODE_WINDOW_MS = 10 * 60_000;
const CODE_SENDS_PER_ADDRESS = 20;
const CODE_CHECKS_PER_ADDRESS = 60;
const codeSendLimit = rateLimit({
  name: 'code-send',
  by: byAddress,
  limit: CODE_SENDS_PER_ADDRESS,
  windowMs: CODE_WINDOW_MS,
});
const codeCheckLimit = rateLimit({
  name: 'code-check',
  by: byAddress,
  limit: CODE_CHECKS_PER_ADDRESS,
  windowMs: CODE_WINDOW_MS,
});
const ownerOnly =
  "Only the company's owners and admins (anyone else 403 / 40300000); unknown company or target 404; anonymous 401.";

// GET /api/v1/enterprise/me - my standing in the company console
export const getMyEnterprise = createRoute({
  method: 'get',
  path: '/v1/enterprise/me',
  tags,
  summary: 'My company membership',
  description:
    'isAdmin, the verified membership (company, role) or null, and a pending code (expiry, when another may be sent, a lock-out) or null. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(myEnterpriseSchema), ...jsonErrors(401) },
});

// POST /api/v1/enterprise/verification-codes - mail a 6-digit code to my work address
export const sendVerificationCode = createRoute({
  method: 'post',
  path: '/v1/enterprise/verification-codes',
  tags,
  summary: 'Mail a verification code',
  description:
    `Mails a 6-digit code (valid 10 minutes, in \`lang\`) to a work address at a registered company's domain. ` +
    `Domain not registered: ${codeDoc('COMPANY_ERROR')}. Already a member: ${codeDoc('ALREADY_AUTHENTICATED')}. ` +
    `Mail not sent: ${codeDoc('EMAIL_SEND')} (nothing is kept). One code a minute and five an hour: ` +
    `${codeDoc('TOO_MANY_REQUESTS')} with Retry-After; so are more than ${CODE_SENDS_PER_ADDRESS} sends from one address in 10 minutes. ` +
    `Locked out after wrong codes: ${codeDoc('AUTHENTICATION_FAILED')} with Retry-After.`,
  security: bearerSecurity,
  middleware: [requireUser, codeSendLimit] as const,
  request: json(sendVerificationCodeBodySchema),
  responses: { ...jsonOk(myEnterpriseSchema), ...jsonErrors(400, 401, 429) },
});

// POST /api/v1/enterprise/verifications - confirm the code: become a verified member
export const verifyCode = createRoute({
  method: 'post',
  path: '/v1/enterprise/verifications',
  tags,
  summary: 'Confirm the mailed code',
  description:
    'The code makes the caller a VERIFIED member with the role of an open invitation for the address, else STAFF; a code works once. ' +
    `Wrong: ${codeDoc('CODE_DOES_NOT_MATCH')}; the fifth wrong one in a row locks for 10 minutes: ${codeDoc('AUTHENTICATION_FAILED')} ` +
    `with Retry-After. Past 10 minutes, or no code: ${codeDoc('CODE_HAS_EXPIRED')}. Already a member: ${codeDoc('ALREADY_AUTHENTICATED')}. ` +
    `More than ${CODE_CHECKS_PER_ADDRESS} checks from one address in 10 minutes: ${codeDoc('TOO_MANY_REQUESTS')} with Retry-After.`,
  security: bearerSecurity,
  middleware: [requireUser, codeCheckLimit] as const,
  request: json(verifyCodeBodySchema),
  responses: { ...jsonOk(myEnterpriseSchema), ...jsonErrors(400, 401, 429) },
});

// GET /api/v1/enterprise/companies/{id}/members - members and open invitations
export const listCompanyMembers = createRoute({
  method: 'get',
  path: '/v1/enterprise/companies/{id}/members',
  tags,
  summary: "A company's members",
  description:
    "Verified members (owners first) and open invitations. The company's managers and owners, and admins; anyone else 403 / 40300000; unknown 404.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: companyParams },
  responses: { ...jsonOk(companyMembersSchema), ...jsonErrors(400, 401, 403, 404) },
});

// POST /api/v1/enterprise/companies/{id}/invitations - invite a work address with a role
export const inviteMember = createRoute({
  method: 'post',
  path: '/v1/enterprise/companies/{id}/invitations',
  tags,
  summary: 'Invite a member',
  description:
    `Mails an invitation (in \`lang\`, the inviter's) with a link to the console; whoever verifies the address joins with \`role\`. ` +
    `Inviting again changes the role and mails again. Not at one of the company's domains: ${codeDoc('COMPANY_ERROR')}. ` +
    `Already a member: ${codeDoc('CONFLICT')}. Mail not sent: ${codeDoc('EMAIL_SEND')} (nothing kept). ${ownerOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: companyParams, ...json(inviteMemberBodySchema) },
  responses: { ...jsonOk(companyMembersSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// DELETE /api/v1/enterprise/companies/{id}/invitations/{invitationId} - withdraw an invitation
export const withdrawInvitation = createRoute({
  method: 'delete',
  path: '/v1/enterprise/companies/{id}/invitations/{invitationId}',
  tags,
  summary: 'Withdraw an invitation',
  description: `An open invitation only (else 404). ${ownerOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam, invitationId: idParam }) },
  responses: { ...jsonOk(companyMembersSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// PATCH /api/v1/enterprise/companies/{id}/members/{memberId} - change a member's role
export const changeMemberRole = createRoute({
  method: 'patch',
  path: '/v1/enterprise/companies/{id}/members/{memberId}',
  tags,
  summary: "Change a member's role",
  description: `Demoting the last owner: ${codeDoc('COMPANY_LAST_OWNER')}. ${ownerOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam, memberId: idParam }), ...json(changeMemberRoleBodySchema) },
  responses: { ...jsonOk(companyMembersSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// DELETE /api/v1/enterprise/companies/{id}/members/{memberId} - remove a member
export const removeMember = createRoute({
  method: 'delete',
  path: '/v1/enterprise/companies/{id}/members/{memberId}',
  tags,
  summary: 'Remove a member',
  description:
    `The membership is REVOKED: the console closes to them at once. Removing the last owner: ${codeDoc('COMPANY_LAST_OWNER')}. ` +
    `Answers the members list, or null when the caller removed themselves. ${ownerOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam, memberId: idParam }) },
  responses: { ...jsonOk(companyMembersSchema.nullable()), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});
