import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { MyKeywords, PutKeywordsBody } from './contracts/keywords';
import { meKeys } from './me-keys';

// GET /v1/users/keywords - spec section 8: 401 yields an empty list.
async function getMyKeywords(): Promise<MyKeywords> {
  try {
    return await apiFetch<MyKeywords>('/v1/users/keywords', { viewer: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { keywords: [], limit: 0 };
    throw error;
  }
}

// PUT /v1/users/keywords - the whole new list.
function putMyKeywords(body: PutKeywordsBody): Promise<MyKeywords> {
  return apiFetch<MyKeywords>('/v1/users/keywords', { method: 'PUT', body });
}

// POST /v1/users/keywords/request - suggest a keyword to the operators.
function requestKeyword(keyword: string): Promise<null> {
  return apiFetch<null>('/v1/users/keywords/request', { method: 'POST', body: { keyword } });
}

const keywordsKey = [...meKeys.all, 'keywords'] as const;

export const keywordQueries = {
  mine: () => queryOptions({ queryKey: keywordsKey, queryFn: getMyKeywords }),
};

/**
 * Saves the whole list: the chips change at once and go back if the server refuses; the
 * server's answer (normalized spellings, ids) then replaces them.
 */
export function useSaveKeywords() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (list: string[]) => putMyKeywords({ keywords: list }),
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: keywordsKey });
      const previous = queryClient.getQueryData<MyKeywords>(keywordsKey);
      if (previous) {
        const ids = new Map(previous.keywords.map((k) => [k.keyword, k.id]));
        queryClient.setQueryData<MyKeywords>(keywordsKey, {
          ...previous,
          keywords: list.map((keyword, i) => ({ keyword, id: ids.get(keyword) ?? -1 - i })),
        });
      }
      return { previous };
    },
    onError: (_error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(keywordsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(keywordsKey, saved),
  });
}

export function useRequestKeyword() {
  return useApiMutation({ mutationFn: requestKeyword });
}
