'use client';

import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSessionFailure } from '@/api/api-error';

/** The handler, except for a session failure, which the query client answered first. */
function afterSessionCheck<TArgs extends unknown[]>(
  handler: ((error: Error, ...rest: TArgs) => unknown) | undefined,
): ((error: Error, ...rest: TArgs) => unknown) | undefined {
  if (!handler) return undefined;
  // The handler's promise is returned: a hook's onError may roll back before the mutation settles.
  return (error, ...rest) => (isSessionFailure(error) ? undefined : handler(error, ...rest));
}

/**
 * The one way the app writes (decision 023): `useMutation`, with the order of error handling
 * fixed. The query client's handler runs first and consumes a 401 (the login modal); the
 * hook's own `onError` and a call's `onError` then hear only the failures that are theirs.
 * `onSettled` still runs for every outcome, so a screen can always leave its busy state.
 * `mutateAsync` rejects as before (a caller awaiting it decides what a failure means).
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
) {
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...options,
    onError: afterSessionCheck(options.onError),
  });
  const { mutate: mutateRaw } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) =>
      mutateRaw(variables, callOptions && { ...callOptions, onError: afterSessionCheck(callOptions.onError) }),
    [mutateRaw],
  );
  return { ...mutation, mutate };
}
