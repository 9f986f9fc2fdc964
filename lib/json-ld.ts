/**
 * JSON-LD for search engines. The serializer makes a value safe to place inside
 * <script type="application/ld+json">: JSON itself may contain "</script>" or "<!--" in a
 * title, which would end the script element early and let page text become markup.
 */

const UNSAFE_CHARACTERS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  // Valid in JSON but line terminators in older JavaScript parsers.
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON.stringify, with the characters that could break out of a script element escaped. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_CHARACTERS[c]);
}

export type EventJsonLdInput = {
  name: string;
  description?: string | null;
  /** ISO 8601 instants. */
  startDate: string;
  endDate?: string | null;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  place: {
    name: string;
    streetAddress: string;
    addressLocality?: string | null;
    addressRegion?: string | null;
    latitude: number;
    longitude: number;
  };
  inLanguage?: string;
  /** The company running it, when known, and its site when there is one. */
  organizer?: { name: string; url?: string | null } | null;
  /** Artists or brands appearing; only from real data, never invented (Google: recommended). */
  performers?: { name: string; type?: 'Person' | 'PerformingGroup' | 'Organization' }[];
  /** Admission: a price in KRW (0 for free entry) and where to get in; none when unknown. */
  offer?: { price: number; url: string; validFrom?: string | null; available: boolean } | null;
};

/**
 * schema.org Event for a pop-up, with Google's required properties (name, startDate, a Place
 * with name and PostalAddress) and the recommended ones the data has: description, endDate,
 * eventStatus, eventAttendanceMode (pop-ups are visited in person), image, offers,
 * organizer, performer. Unknown facts are left out, never guessed.
 *
 * A pop-up that has ended is still EventScheduled: it took place as planned, and its dates
 * in the past tell crawlers it is over (Google's guidance: change the status only for
 * cancelled, postponed, rescheduled or moved-online events).
 */
export function buildEventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const { place } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: input.url,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.inLanguage ? { inLanguage: input.inLanguage } : {}),
    ...(input.organizer
      ? {
          organizer: {
            '@type': 'Organization',
            name: input.organizer.name,
            ...(input.organizer.url ? { url: input.organizer.url } : {}),
          },
        }
      : {}),
    ...(input.performers && input.performers.length > 0
      ? {
          performer: input.performers.map((p) => ({ '@type': p.type ?? 'PerformingGroup', name: p.name })),
        }
      : {}),
    ...(input.offer
      ? {
          offers: {
            '@type': 'Offer',
            price: input.offer.price,
            priceCurrency: 'KRW',
            url: input.offer.url,
            availability: input.offer.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            ...(input.offer.validFrom ? { validFrom: input.offer.validFrom } : {}),
          },
          // Free entry is stated outright as well, which is what people search for.
          ...(input.offer.price === 0 ? { isAccessibleForFree: true } : {}),
        }
      : {}),
    location: {
      '@type': 'Place',
      name: place.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.streetAddress,
        ...(place.addressLocality ? { addressLocality: place.addressLocality } : {}),
        ...(place.addressRegion ? { addressRegion: place.addressRegion } : {}),
        addressCountry: 'KR',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: place.latitude,
        longitude: place.longitude,
      },
    },
  };
}
