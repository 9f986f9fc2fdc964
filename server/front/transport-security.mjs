// @ts-check
/**
 * Strict-Transport-Security over https only (issue 14, decision 052), added by the production
 * server (server/serve.mjs) to every response it sends.
 *
 * A request is https when it arrived over TLS; or, through a trusted proxy (TRUSTED_PROXIES,
 * decision 049), when its X-Forwarded-Proto says https; or, where nothing more is known (no
 * trusted proxies configured, or one that sends no X-Forwarded-Proto), when the public origin
 * (PUBLIC_BASE_URL) is https: the same rule as the Secure cookie flag
 * (server/auth/session-cookies.ts), so a production build served on http://localhost (the
 * README's demo) pins nothing. With trusted proxies configured, a connection from anywhere
 * else came to this plain-http server directly. A forwarded protocol from anyone but a
 * trusted proxy is never believed.
 *
 * Also drops the Content-Security-Policy request headers a client may send: Next would read a
 * script nonce from them on a path proxy.ts does not run for (decision 052).
 */
import { normalizeAddress, parseTrustedProxies } from './client-address.mjs';
import { isIP } from 'node:net';

/** Two years, subdomains included (what the production build sent before, now per request). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Whether a request reached the site over https (pure, for the tests).
 * @param {{
 *   encrypted: boolean;
 *   remoteAddress: string | undefined | null;
 *   forwardedProto: string | string[] | undefined;
 *   trusted: import('node:net').BlockList;
 *   anyTrusted: boolean;
 *   publicBaseUrl: string | undefined;
 * }} input
 */
export function isHttpsRequest({ encrypted, remoteAddress, forwardedProto, trusted, anyTrusted, publicBaseUrl }) {
  if (encrypted) return true;
  const socket = normalizeAddress(remoteAddress);
  const viaProxy = socket !== null && trusted.check(socket, isIP(socket) === 4 ? 'ipv4' : 'ipv6');
  if (anyTrusted && !viaProxy) return false;
  const header = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  if (viaProxy && header) {
    // The protocol the client used: the first entry (written by the proxy the client reached).
    return header.split(',')[0].trim().toLowerCase() === 'https';
  }
  try {
    return new URL(publicBaseUrl ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * For serve.mjs: `apply(req, res)` before anything answers the request.
 * @param {{ trustedProxies: string | undefined; publicBaseUrl: string | undefined }} options
 *   TRUSTED_PROXIES and PUBLIC_BASE_URL
 */
export function createTransportSecurity({ trustedProxies, publicBaseUrl }) {
  const trusted = parseTrustedProxies(trustedProxies);
  const anyTrusted = (trustedProxies ?? '').split(',').some((entry) => entry.trim() !== '');
  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    apply(req, res) {
      delete req.headers['content-security-policy'];
      delete req.headers['content-security-policy-report-only'];
      const https = isHttpsRequest({
        encrypted: Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted),
        remoteAddress: req.socket.remoteAddress,
        forwardedProto: req.headers['x-forwarded-proto'],
        trusted,
        anyTrusted,
        publicBaseUrl,
      });
      if (https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    },
  };
}
