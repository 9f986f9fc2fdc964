/**
 * The reader's own queries' keys, apart from their fetchers (api/users.ts): the hearts on a
 * cached page read the reader's picks from these entries, and importing the keys from
 * api/users.ts would bring its fetchers along (decision 028).
 */
export const meKeys = {
  /** Anything under `all` is refetched or dropped with the session. */
  all: ['me'] as const,
  /** GET /v1/users/me/spot-states for a set of pop-ups (sorted ids). */
  spotStatesAll: ['me', 'spot-states'] as const,
  spotStates: (spotIds: number[]) => ['me', 'spot-states', spotIds] as const,
};
