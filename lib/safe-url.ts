/**
 * Only http(s) links leave the site. Organisers and partners type these URLs, and a
 * `javascript:` or `data:` one must never become a clickable href. Returns the normalised
 * URL, or null when it is not a web address.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
