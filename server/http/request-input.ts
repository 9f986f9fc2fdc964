import type { Context, Env, Input } from 'hono';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import type { Caller } from '../auth/access-token';
import type { SignedInEnv } from './types';

type Nothing = Record<never, never>;

/** What the route validated in one part of the request (its zod output), or nothing. */
type Valid<I extends Input, Target extends string> = I extends { out: { [K in Target]: infer Out } } ? Out : Nothing;

/** Signed-in routes (requireUser and kin in their middleware) always have a caller. */
type SignedIn<E extends Env> = E extends { Variables: { signedInUser: Caller } } ? true : false;
type CallerOf<E extends Env> = SignedIn<E> extends true ? Caller : Caller | null;
type UserIdOf<E extends Env> = SignedIn<E> extends true ? number : number | null;

/**
 * Everything a handler hands to its service, read the same way in every route: the caller
 * and the request parts zod has already validated (nothing unchecked reaches a service).
 *
 * - `user`, `userId`: the caller; non-null by type on a signed-in route, else null when anonymous.
 * - `sessionId`: the anonymous visitor (middleware/visitor.ts), for counting a view or a vote.
 * - `params`, `query`, `body` (the JSON or form body): the route's zod outputs.
 * - `lang`: the reader's language, the query's `lang` or Korean.
 *
 * Services take one flat object named for what it holds, ids named for what they identify:
 * `registerReview({ userId, reviewId: params.id, ...body })` (docs/conventions.md).
 */
export function requestInput<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>) {
  const vars = c.var as Partial<SignedInEnv['Variables']>;
  // Hono's `valid` is typed per route; one reader of every part needs it untyped.
  const req = c.req as unknown as { valid(target: string): Record<string, unknown> | undefined };
  const user = (vars.signedInUser ?? vars.user ?? null) as CallerOf<E>;
  const query = req.valid('query') as Valid<I, 'query'>;
  return {
    user,
    userId: (user?.userId ?? null) as UserIdOf<E>,
    sessionId: vars.sessionId ?? null,
    params: req.valid('param') as Valid<I, 'param'>,
    query,
    // A route may accept a JSON or a form body (a plain HTML form post): whichever came.
    body: { ...req.valid('json'), ...req.valid('form') } as Valid<I, 'json'> & Valid<I, 'form'>,
    lang: ((query as { lang?: Locale } | undefined)?.lang ?? DEFAULT_LOCALE) as Locale,
  };
}
