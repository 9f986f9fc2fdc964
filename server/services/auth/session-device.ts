import 'server-only';

/** The browser or app that signs in, as far as the request tells (the session list shows it). */
export type SessionDevice = { userAgent: string | null };

/** A user agent is shown in the device list; anything longer than this is noise. */
const USER_AGENT_MAX = 512;

export function deviceOf(userAgent: string | null | undefined): SessionDevice {
  const trimmed = userAgent?.trim().slice(0, USER_AGENT_MAX).trim();
  return { userAgent: trimmed || null };
}
