import { clientAddressState } from '@/server/front/client-address.mjs';
import { VISITOR_COOKIE } from '@/server/http/middleware/visitor';
import type { App } from '@/server/http/app';
import { setCookieOf } from './cookie-jar';

/**
 * Runs `work` as a request from `address`, exactly as the production server hands the
 * address to the API (server/serve.mjs puts it in the shared storage): in-process calls made
 * inside see it as the client's address. Outside, the API reads 'local'.
 */
export function fromAddress<T>(address: string, work: () => T): T {
  return clientAddressState().storage.run({ address }, work);
}

/** A new server-issued visitor cookie value: what a browser gets from its first API answer. */
export async function newVisitorCookie(app: App): Promise<string> {
  const res = await app.request('/api/health');
  const cookie = setCookieOf(res.headers, VISITOR_COOKIE);
  if (!cookie) throw new Error('the API issued no visitor cookie');
  return cookie.value;
}

/** The Cookie header of a visitor. */
export function visitorHeader(cookie: string): Record<string, string> {
  return { Cookie: `${VISITOR_COOKIE}=${cookie}` };
}
