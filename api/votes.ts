import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { VoteResult } from './contracts/spots';

export type VoteOptionType = 'LEFT' | 'RIGHT';

// GET /v1/spots/{id}/vote-result - the ratios and the caller's own vote (user, or session id).
export function getVoteResult(spotId: number): Promise<VoteResult> {
  return apiFetch<VoteResult>(`/v1/spots/${spotId}/vote-result`);
}

// POST /v1/spots/{id}/vote - vote once (token optional; anonymous votes count by session id).
// The same option again answers the result; the other option throws ApiError 40900301
// VOTE_ALREADY_CAST; an ended pop-up throws 40000301 VOTE_CLOSED.
export function vote(spotId: number, body: { optionType: VoteOptionType }): Promise<VoteResult> {
  return apiFetch<VoteResult>(`/v1/spots/${spotId}/vote`, { method: 'POST', body });
}

const voteKeys = {
  all: ['votes'] as const,
  result: (spotId: number) => ['votes', 'result', spotId] as const,
};

export const voteQueries = {
  // The caller's own vote is part of the answer: never served stale across sign-in changes.
  result: (spotId: number) =>
    queryOptions({ queryKey: voteKeys.result(spotId), queryFn: () => getVoteResult(spotId), staleTime: 0 }),
};

/**
 * Votes once; the answer is the new result. 409 (this reader already voted the other way,
 * in another tab) refetches what stands; the section explains other failures in place.
 */
export function useVote(spotId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (optionType: VoteOptionType) => vote(spotId, { optionType }),
    meta: { handles: true },
    onSuccess: (next) => queryClient.setQueryData<VoteResult>(voteKeys.result(spotId), next),
    onError: (error) => {
      if (ApiError.is(error, 'VOTE_ALREADY_CAST'))
        void queryClient.invalidateQueries({ queryKey: voteKeys.result(spotId) });
    },
  });
}
