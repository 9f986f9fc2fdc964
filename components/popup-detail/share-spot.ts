import { getPathname } from '@/i18n/navigation';
import { detectApp, needsUpdateToShare, postBridgeMessage, type BridgeHost } from '@/lib/app-bridge';
import { buildShareUrl } from '@/lib/share-url';
import type { Locale } from '@/lib/locales';
import { spotPagePath } from '@/lib/spot-path';
import type { SpotDetail } from '@/api/contracts/spots';

type ShareOutcome = 'shared' | 'copy' | 'updateApp';

/**
 * The share itself (spec 7), loaded with the first touch of the share button: the app bridge
 * and the link's building are no part of the pop-up page's first load. Answers what is left
 * for the button to do: nothing, copy the link (no share sheet, or it refused), or ask to
 * update an old Android app.
 */
export async function shareSpot(
  spot: Pick<SpotDetail, 'id' | 'title' | 'type'>,
  lang: Locale,
): Promise<{ outcome: ShareOutcome; url: string }> {
  const { title } = spot;
  const path = getPathname({ href: spotPagePath(spot), locale: lang });
  const url = buildShareUrl(new URL(path, window.location.origin).toString());
  const host = window as unknown as BridgeHost;
  const app = detectApp(navigator.userAgent, host);
  if (app.inApp) {
    if (needsUpdateToShare(app)) return { outcome: 'updateApp', url };
    return { outcome: postBridgeMessage({ type: 'SHARE', url, title }, host) ? 'shared' : 'copy', url };
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return { outcome: 'shared', url };
    } catch (error) {
      // Closing the share sheet is not an error. Anything else (not allowed here, say)
      // still leaves the reader a way to share: the copied link.
      return { outcome: error instanceof DOMException && error.name === 'AbortError' ? 'shared' : 'copy', url };
    }
  }
  return { outcome: 'copy', url };
}
