// @ts-check
/**
 * The client's address (issue 14, decision 049), worked out where the connection is known:
 * in server/serve.mjs, before Next. Rate limits key on it.
 *
 * The address is the socket's remote address. Only when that is a trusted proxy
 * (TRUSTED_PROXIES: comma-separated IPs and CIDRs, default none) is X-Forwarded-For read, from
 * the right (each proxy appends the address it was connected from), skipping trusted entries;
 * the first untrusted one is the client. Entries left of it were written by the client itself
 * and are never believed.
 *
 * The result reaches the API through an AsyncLocalStorage held on globalThis (the Hono app is
 * bundled inside Next, this module is not), never through a request header a client could set:
 * server/http/client-address.ts reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { BlockList, isIP } from 'node:net';

const STATE_KEY = Symbol.for('popspot.client-address');

/**
 * @typedef {{ address: string }} ClientAddressStore
 * @typedef {{ storage: AsyncLocalStorage<ClientAddressStore> }} ClientAddressState
 */

/** The one state of this process, shared with the code Next runs. */
export function clientAddressState() {
  const holder = /** @type {Record<symbol, ClientAddressState | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[STATE_KEY] ??= { storage: new AsyncLocalStorage() });
}

/**
 * An address as written in a socket or a forwarding header, in one canonical form: brackets,
 * a port and an IPv6 zone dropped, an IPv4-mapped IPv6 address (::ffff:203.0.113.7) as the
 * IPv4 address, IPv6 lower-cased. Null when it is not an IP address.
 * @param {string | undefined | null} raw
 * @returns {string | null}
 */
export function normalizeAddress(raw) {
  if (!raw) return null;
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  text = text.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) text = mapped[1];
  const family = isIP(text);
  if (family === 4) return text;
  if (family === 6) return expandIpv6Mapped(text);
  return null;
}

/**
 * ::ffff:cb00:7107 is 203.0.113.7 too (the hexadecimal spelling of a mapped address).
 * @param {string} text an IPv6 address
 */
function expandIpv6Mapped(text) {
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(text);
  if (!hex) return text;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * The trusted proxies of TRUSTED_PROXIES ('10.0.0.1, 10.1.0.0/16, fd00::/8'). Throws on an
 * entry that is no address or CIDR, so a typo stops the server rather than trusting nothing
 * (or everything) silently.
 * @param {string | undefined} text
 * @returns {BlockList}
 */
export function parseTrustedProxies(text) {
  const list = new BlockList();
  for (const entry of (text ?? '').split(',')) {
    const item = entry.trim();
    if (!item) continue;
    const [host, prefixText, ...rest] = item.split('/');
    const address = normalizeAddress(host);
    const family = address ? isIP(address) : 0;
    if (!address || rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
      throw new Error(`TRUSTED_PROXIES: not an IP address or CIDR: ${item}`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    // An IPv4 CIDR written in mapped form (::ffff:10.0.0.0/104) is normalised to IPv4 above.
    const mappedPrefix = host.toLowerCase().includes('::ffff:') && family === 4 ? prefix - 96 : prefix;
    if (mappedPrefix < 0 || mappedPrefix > (family === 4 ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: prefix out of range: ${item}`);
    }
    list.addSubnet(address, mappedPrefix, type);
  }
  return list;
}

/**
 * @param {string} address a normalised address
 * @param {BlockList} trusted
 */
function isTrusted(address, trusted) {
  return trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address of one connection (pure, for the tests):
 *
 * - the socket's address when it is not a trusted proxy (X-Forwarded-For ignored: anyone can
 *   send one);
 * - else X-Forwarded-For read from the right, trusted entries skipped, the first untrusted one
 *   taken; when every entry is trusted, or one is not an address at all, the last address
 *   walked (the furthest hop that could be believed).
 *
 * Null only when the socket has no address (a closed connection).
 * @param {{ remoteAddress: string | undefined | null; forwardedFor: string | string[] | undefined | null; trusted: BlockList }} input
 * @returns {string | null}
 */
export function resolveClientAddress({ remoteAddress, forwardedFor, trusted }) {
  const socket = normalizeAddress(remoteAddress);
  if (!socket || !isTrusted(socket, trusted)) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let nearest = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (!hop) return nearest;
    if (!isTrusted(hop, trusted)) return hop;
    nearest = hop;
  }
  return nearest;
}

/**
 * For serve.mjs: runs `handle` (Next's handler) with the request's client address in the
 * shared storage.
 * @param {string | undefined} trustedProxies TRUSTED_PROXIES (serve.mjs reads it)
 */
export function createClientAddressContext(trustedProxies) {
  const trusted = parseTrustedProxies(trustedProxies);
  const { storage } = clientAddressState();
  return {
    /**
     * @template T
     * @param {import('node:http').IncomingMessage} req
     * @param {() => T} handle
     * @returns {T}
     */
    run(req, handle) {
      const address = resolveClientAddress({
        remoteAddress: req.socket.remoteAddress,
        forwardedFor: req.headers['x-forwarded-for'],
        trusted,
      });
      return address ? storage.run({ address }, handle) : handle();
    },
  };
}
