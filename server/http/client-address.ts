import 'server-only';
import type { AsyncLocalStorage } from 'node:async_hooks';

/** What a request reads as its address when no server put one in (tests' app.request, next dev). */
const LOCAL_ADDRESS = 'local';

const STATE_KEY = Symbol.for('popspot.client-address');
type State = { storage: AsyncLocalStorage<{ address: string }> };

/**
 * The caller's address as the production server worked it out from the connection and the
 * trusted proxies (server/front/client-address.mjs, decision 049), shared through globalThis
 * because that module runs outside Next's bundle. Never read from a request header: anything
 * a client sends (X-Forwarded-For, X-Real-IP) is only believed there, and only from a trusted
 * proxy. Without a server around the request (in-process app.request in tests, next dev) it
 * is LOCAL_ADDRESS.
 */
export function clientAddress(): string {
  const state = (globalThis as unknown as Record<symbol, State | undefined>)[STATE_KEY];
  return state?.storage.getStore()?.address ?? LOCAL_ADDRESS;
}

/**
 * The address as a rate-limit key: an IPv6 address by its /64 prefix, the block one
 * subscriber is given (a single address of it costs nothing to change), an IPv4 address whole.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
