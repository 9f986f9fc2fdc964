import type { Caller } from '../auth/access-token';

/** What middleware puts on the Hono context for handlers and services. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /**
     * The caller if a valid token of a live session came with the request, else null (public
     * routes read it).
     */
    user: Caller | null;
    /** A token was sent but failed verification, or its session is no longer live. */
    tokenRejected: boolean;
    /** The anonymous visitor of a valid, server-signed `visitor` cookie (middleware/visitor.ts), else null. */
    sessionId: string | null;
    /** When a time-bound fact in this answer stops being true (page cache, epoch ms). */
    freshUntil?: number;
  };
};

/**
 * The context of a route that lists `requireUser` in its middleware: `signedInUser` is the
 * caller, checked and never null. @hono/zod-openapi adds a route's middleware env to its
 * handler's, so only those handlers can read it, without a non-null assertion.
 */
export type SignedInEnv = {
  Variables: AppEnv['Variables'] & { signedInUser: Caller };
};
