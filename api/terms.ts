import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { SignInResult } from './contracts/auth';
import type { MyTerms, SignUpBody, UpdateTermsBody } from './contracts/terms';
import { apiFetch } from './client';
import { meKeys } from './me-keys';

// GET /v1/users/terms - my consents, with when and to which version each was given.
function getMyTerms(): Promise<MyTerms> {
  return apiFetch<MyTerms>('/v1/users/terms', { viewer: true });
}

// PUT /v1/users/terms - change optional consents (body userOptionalTerms).
function updateMyTerms(body: UpdateTermsBody): Promise<MyTerms> {
  return apiFetch<MyTerms>('/v1/users/terms', { method: 'PUT', body });
}

// POST /v1/users/signup - every consent answered, and the nickname (sets new login cookies).
function signUp(body: SignUpBody): Promise<SignInResult> {
  return apiFetch<SignInResult>('/v1/users/signup', { method: 'POST', body });
}

const termsKey = [...meKeys.all, 'terms'] as const;

export const termsQueries = {
  mine: () => queryOptions({ queryKey: termsKey, queryFn: getMyTerms }),
};

/** Changes optional consents; the screen shows the server's answer (the marketing rule applied). */
export function useUpdateTerms() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: updateMyTerms,
    onSuccess: (terms) => queryClient.setQueryData(termsKey, terms),
    // The marketing switch of the notification settings shows the same consent.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...meKeys.all, 'notifications', 'settings'] }),
  });
}

/**
 * Finishes the sign-up (every consent answered, the nickname); the form explains every
 * refusal itself (a taken nickname, under 14, a generic line). On success the caller loads
 * the next page afresh: the new login cookies then apply everywhere, and nothing cached stays.
 */
export function useSignUp() {
  return useApiMutation({ mutationFn: signUp, meta: { handles: true } });
}
