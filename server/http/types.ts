import type { AccessTokenClaims } from '../auth/access-token';

/** What middleware puts on the Hono context for handlers and services. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The signed-in caller, or null for an anonymous one (a bad token is refused earlier). */
    user: AccessTokenClaims | null;
    /** A token was sent but failed verification. */
    tokenRejected: boolean;
    /** The anonymous browser session id from the X-Session-Id header, when sent. */
    sessionId: string | null;
  };
};
