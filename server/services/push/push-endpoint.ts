import 'server-only';

/**
 * The push services browsers subscribe with (Chrome/Edge via FCM, Firefox, Safari, Windows).
 * The server POSTs to whatever endpoint a subscription names, so an endpoint anywhere else is
 * refused: otherwise a made-up subscription would turn alert delivery into requests from our
 * network to an address of the caller's choosing.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
];

/**
 * Whether the server may deliver to `endpoint`: https on a known push service (a host or
 * one of its subdomains), or one of `extraHosts` (WEB_PUSH_EXTRA_HOSTS, e.g. a self-hosted
 * push service, or the local endpoint the tests record with, where plain http is allowed).
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraHosts.includes(url.host)) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
