import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { ApiError } from './api-error';
import { apiFetch } from './client';
import type {
  ChangeMemberRoleBody,
  CompanyMembers,
  InviteMemberBody,
  MyEnterprise,
  SendVerificationCodeBody,
  VerifyCodeBody,
} from './contracts/enterprise';

// ---- Company membership and the console's viewer (decision 044) ----
// Every call answers 401 to an anonymous caller.

// GET /v1/enterprise/me - admin or not, my verified membership, a pending code's state.
function getMyEnterprise() {
  return apiFetch<MyEnterprise>('/v1/enterprise/me', { viewer: true });
}

// POST /v1/enterprise/verification-codes - mails a 6-digit code.
// 400 40000201 COMPANY_ERROR, 40000202 ALREADY_AUTHENTICATED, 40000203 EMAIL_SEND,
// 40000204 AUTHENTICATION_FAILED (locked); 429 42900000 (resend limit).
function sendVerificationCode(body: SendVerificationCodeBody) {
  return apiFetch<MyEnterprise>('/v1/enterprise/verification-codes', { method: 'POST', body });
}

// POST /v1/enterprise/verifications - the mailed code makes me a verified member.
// 400 40000206 CODE_DOES_NOT_MATCH, 40000207 CODE_HAS_EXPIRED, 40000204 AUTHENTICATION_FAILED,
// 40000202 ALREADY_AUTHENTICATED.
function verifyCode(body: VerifyCodeBody) {
  return apiFetch<MyEnterprise>('/v1/enterprise/verifications', { method: 'POST', body });
}

// GET /v1/enterprise/companies/{id}/members - members and open invitations (MANAGER+, admins).
function listCompanyMembers(companyId: number) {
  return apiFetch<CompanyMembers>(`/v1/enterprise/companies/${companyId}/members`, { viewer: true });
}

// POST /v1/enterprise/companies/{id}/invitations - OWNER or admin. 400 40000201 (not the
// company's domain), 40000203 EMAIL_SEND; 409 40900000 (already a member).
function inviteMember(companyId: number, body: InviteMemberBody) {
  return apiFetch<CompanyMembers>(`/v1/enterprise/companies/${companyId}/invitations`, { method: 'POST', body });
}

// DELETE /v1/enterprise/companies/{id}/invitations/{invitationId}
function withdrawInvitation(companyId: number, invitationId: number) {
  return apiFetch<CompanyMembers>(`/v1/enterprise/companies/${companyId}/invitations/${invitationId}`, {
    method: 'DELETE',
  });
}

// PATCH /v1/enterprise/companies/{id}/members/{memberId} - 409 40900201 COMPANY_LAST_OWNER.
function changeMemberRole(companyId: number, memberId: number, body: ChangeMemberRoleBody) {
  return apiFetch<CompanyMembers>(`/v1/enterprise/companies/${companyId}/members/${memberId}`, {
    method: 'PATCH',
    body,
  });
}

// DELETE /v1/enterprise/companies/{id}/members/{memberId} - null when I removed myself.
function removeMember(companyId: number, memberId: number) {
  return apiFetch<CompanyMembers | null>(`/v1/enterprise/companies/${companyId}/members/${memberId}`, {
    method: 'DELETE',
  });
}

const enterpriseKeys = {
  me: ['enterprise', 'me'] as const,
  members: (companyId: number) => ['enterprise', 'members', companyId] as const,
};

export const enterpriseQueries = {
  me: () => queryOptions({ queryKey: enterpriseKeys.me, queryFn: getMyEnterprise }),
  members: (companyId: number) =>
    queryOptions({ queryKey: enterpriseKeys.members(companyId), queryFn: () => listCompanyMembers(companyId) }),
};

/** The codes the join flow explains in place (beside the field), not in a toast. */
const JOIN_CODES = new Set([40000201, 40000202, 40000203, 40000204, 40000206, 40000207, 42900000]);
const handledInPlace = (error: ApiError) => JOIN_CODES.has(error.code);

/** Both join steps answer my fresh standing, which replaces the cached one; a refusal reloads it. */
function useJoinStep<Body>(send: (body: Body) => Promise<MyEnterprise>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    meta: { handles: handledInPlace },
    onSuccess: (me) => queryClient.setQueryData(enterpriseKeys.me, me),
    onError: () => void queryClient.invalidateQueries({ queryKey: enterpriseKeys.me }),
  });
}

export function useSendVerificationCode() {
  return useJoinStep(sendVerificationCode);
}

export function useVerifyCode() {
  return useJoinStep(verifyCode);
}

/** Member writes answer the fresh list, which replaces the cached one. */
function useMembersWrite<Variables>(
  companyId: number,
  send: (variables: Variables) => Promise<CompanyMembers | null>,
  handles?: (error: ApiError) => boolean,
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    meta: handles ? { handles } : undefined,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(enterpriseKeys.members(companyId), list);
      else void queryClient.invalidateQueries({ queryKey: enterpriseKeys.me });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: enterpriseKeys.members(companyId) }),
  });
}

export function useInviteMember(companyId: number) {
  // "Already a member" is said beside the address field.
  return useMembersWrite(
    companyId,
    (body: InviteMemberBody) => inviteMember(companyId, body),
    (error) => error.code === 40900000,
  );
}

export function useWithdrawInvitation(companyId: number) {
  return useMembersWrite(companyId, (invitationId: number) => withdrawInvitation(companyId, invitationId));
}

export function useChangeMemberRole(companyId: number) {
  return useMembersWrite(companyId, ({ memberId, role }: ChangeMemberRoleBody & { memberId: number }) =>
    changeMemberRole(companyId, memberId, { role }),
  );
}

export function useRemoveMember(companyId: number) {
  return useMembersWrite(companyId, (memberId: number) => removeMember(companyId, memberId));
}
