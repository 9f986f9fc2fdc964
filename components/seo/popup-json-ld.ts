import type { SpotDetail } from '@/api/contracts/spots';
import { displayAddress } from '@/lib/address';
import { buildEventJsonLd } from '@/lib/json-ld';
import { spotPagePath } from '@/lib/spot-path';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/seo/alternates';
import { generatedImagePath } from '@/lib/seo/social-metadata';

const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\//.test(value) ? value : null);

/** Plain text of a description, trimmed to what a search result can show. */
function summary(text: string | null, max = 300): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/**
 * schema.org Event for a pop-up detail page, with absolute URLs against the public origin.
 * `pagePath` is the page's unlocalized path; by default the spot's canonical one (a pass
 * pop-up's is /pass/popups/{id}), so the Event's url is the page that shows it.
 */
export function popupEventJsonLd(
  spot: SpotDetail,
  lang: Locale,
  origin: string,
  pagePath: string = spotPagePath(spot),
) {
  const absolute = (path: string) => new URL(path, origin).toString();
  const pageUrl = absolute(localizedPath(pagePath, lang));
  // The reservation page is where a ticket is had; otherwise the pop-up's own page.
  const offerUrl =
    spot.preReservationLink && /^https?:\/\//.test(spot.preReservationLink) ? spot.preReservationLink : pageUrl;
  return buildEventJsonLd({
    name: spot.title,
    description: summary(spot.content),
    startDate: spot.openDate,
    endDate: spot.closeDate,
    url: pageUrl,
    // Without photos, the generated share image (title, period, area) stands in: Google
    // recommends an image, and it is the same picture the page's og:image shows.
    images:
      spot.files.length > 0
        ? spot.files.map((file) => absolute(file.path))
        : [absolute(generatedImagePath(spot.type === 'PARTNER' ? 'pass' : 'popup', spot.id, lang))],
    inLanguage: spot.contentLocale,
    // The pop-up's own website is its organizer's.
    organizer: spot.organizer ? { name: spot.organizer.name, url: httpUrl(spot.website.WEB) } : null,
    offer:
      spot.entryFee === null
        ? null
        : {
            price: spot.entryFee,
            url: offerUrl,
            // Tickets from the pre-reservation opening; walk-in admission from opening day.
            validFrom: spot.preReservationStartedAt ?? spot.openDate,
            available: spot.periodType !== 'ENDED',
          },
    place: {
      name: spot.name || spot.title,
      streetAddress: displayAddress(spot),
      addressLocality: spot.region.depth2,
      addressRegion: spot.region.depth1,
      latitude: spot.latitude,
      longitude: spot.longitude,
    },
  });
}
