'use client';

import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSessionFailure } from '@/api/api-error';

/**
 * The one way the app writes (decision 023): `useMutation`, with the order of error handling
 * fixed. The query client's handler runs first and consumes a 401 (the login modal). The
 * hook's own `onError` still hears every failure, because it puts the cache back (an
 * optimistic pick, a switch); a call's `onError` is the screen's, and hears only the failures
 * that are the screen's to explain, never a 401. `onSettled` runs for every outcome, so a
 * screen can always leave its busy state. `mutateAsync` rejects as before (a caller awaiting
 * it decides what a failure means).
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
) {
  const mutation = useMutation<TData, Error, TVariables, TContext>(options);
  const { mutate: mutateRaw } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) => {
      const onError = callOptions?.onError;
      mutateRaw(
        variables,
        onError
          ? { ...callOptions, onError: (error, ...rest) => isSessionFailure(error) || onError(error, ...rest) }
          : callOptions,
      );
    },
    [mutateRaw],
  );
  return { ...mutation, mutate };
}
