import type { ApiError } from './api-error';

/**
 * What a mutation tells the query client about its errors (decision 023). By default the
 * client handles every failure in one place: 40100000/40100001 open the login modal, any
 * other code becomes a toast with `errors.<code>` in the reader's language. A mutation that
 * explains some failures itself (in place, or with its own words) lists them in `handles`.
 * A 401 is never the mutation's own: the client opens the login modal first, whatever
 * `handles` says, and useApiMutation keeps it from the hook's and the call's onError.
 */
export type MutationErrorMeta = {
  /** Failures this mutation shows itself; `true` for all of them. */
  handles?: true | ((error: ApiError) => boolean);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}
