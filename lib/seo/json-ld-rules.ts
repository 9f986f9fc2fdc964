/**
 * Google's structured-data rules for the two rich results Popspot offers, as a pure
 * checker: which required and which recommended properties an object lacks. Property
 * lists follow Google Search Central's Event and Article documentation (required for the
 * rich result; recommended for a richer one). Tests run it over every seeded page.
 *
 *   Event    required: name, startDate, location (a Place with name and address)
 *            recommended: description, endDate, eventStatus, eventAttendanceMode, image,
 *            offers (url, price, priceCurrency, availability, validFrom),
 *            organizer (name, url), performer (name)
 *   Article  (Google marks none strictly required; all of these are what a complete
 *            article carries, and missing ones are reported as required except the optional
 *            author URL) headline, image, datePublished, author.name; recommended
 *            dateModified, author.url, publisher.name
 */

export type JsonLdCheck = {
  /** Dotted property paths that are absent or empty, e.g. 'location.address'. */
  missingRequired: string[];
  missingRecommended: string[];
  /** Values that are present but wrong (bad dates, unknown enumerations, wrong @type). */
  invalid: string[];
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property may be a single value or a list; an empty list or blank text counts as absent. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0 && value.some(present);
  return true;
}

/** ISO 8601 date or date-time that Date can read. */
function isIsoDate(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function typeOf(value: unknown): string[] {
  if (!isObject(value)) return [];
  const type = value['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** An image as Google accepts it: a URL, an ImageObject with a url, or a list of those. */
function hasImage(value: unknown): boolean {
  const list = Array.isArray(value) ? value : [value];
  return list.some((item) => (typeof item === 'string' ? item.trim() !== '' : isObject(item) && present(item.url)));
}

const EVENT_STATUS = new Set(
  ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'].map(
    (s) => `https://schema.org/${s}`,
  ),
);
const ATTENDANCE_MODE = new Set(
  ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map(
    (s) => `https://schema.org/${s}`,
  ),
);
const AVAILABILITY = new Set(
  ['InStock', 'SoldOut', 'PreOrder', 'OnlineOnly', 'LimitedAvailability', 'Discontinued', 'OutOfStock', 'PreSale'].map(
    (s) => `https://schema.org/${s}`,
  ),
);

/** schema.org Event subtypes Google reads as events too. */
const EVENT_TYPES = new Set([
  'Event',
  'BusinessEvent',
  'ChildrensEvent',
  'ComedyEvent',
  'DanceEvent',
  'EducationEvent',
  'ExhibitionEvent',
  'Festival',
  'FoodEvent',
  'LiteraryEvent',
  'MusicEvent',
  'SaleEvent',
  'ScreeningEvent',
  'SocialEvent',
  'SportsEvent',
  'TheaterEvent',
  'VisualArtsEvent',
]);

export function checkEventJsonLd(obj: unknown): JsonLdCheck {
  const result: JsonLdCheck = { missingRequired: [], missingRecommended: [], invalid: [] };
  const required = (path: string, ok: boolean) => ok || result.missingRequired.push(path);
  const recommended = (path: string, ok: boolean) => ok || result.missingRecommended.push(path);
  if (!isObject(obj)) {
    result.missingRequired.push('name', 'startDate', 'location', 'location.name', 'location.address');
    return result;
  }
  if (!typeOf(obj).some((t) => EVENT_TYPES.has(t))) result.invalid.push('@type');

  required('name', present(obj.name));
  required('startDate', present(obj.startDate));
  if (present(obj.startDate) && !isIsoDate(obj.startDate)) result.invalid.push('startDate');

  const location = first(obj.location);
  required('location', isObject(location));
  const place = isObject(location) ? location : {};
  required('location.name', present(place.name));
  const address = place.address;
  const addressOk =
    (typeof address === 'string' && address.trim() !== '') ||
    (isObject(address) &&
      ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'].some((k) =>
        present(address[k]),
      ));
  required('location.address', addressOk);
  if (isObject(location) && !typeOf(location).includes('Place')) result.invalid.push('location.@type');

  recommended('description', present(obj.description));
  recommended('endDate', present(obj.endDate));
  if (present(obj.endDate) && !isIsoDate(obj.endDate)) result.invalid.push('endDate');
  recommended('eventStatus', present(obj.eventStatus));
  if (present(obj.eventStatus) && !EVENT_STATUS.has(String(obj.eventStatus))) result.invalid.push('eventStatus');
  recommended('eventAttendanceMode', present(obj.eventAttendanceMode));
  if (present(obj.eventAttendanceMode) && !ATTENDANCE_MODE.has(String(obj.eventAttendanceMode)))
    result.invalid.push('eventAttendanceMode');
  recommended('image', hasImage(obj.image));

  const offers = first(obj.offers);
  recommended('offers', isObject(offers));
  if (isObject(offers)) {
    for (const key of ['url', 'price', 'priceCurrency', 'availability', 'validFrom']) {
      recommended(`offers.${key}`, present(offers[key]));
    }
    if (present(offers.availability) && !AVAILABILITY.has(String(offers.availability)))
      result.invalid.push('offers.availability');
    if (present(offers.validFrom) && !isIsoDate(offers.validFrom)) result.invalid.push('offers.validFrom');
    if (present(offers.priceCurrency) && !/^[A-Z]{3}$/.test(String(offers.priceCurrency)))
      result.invalid.push('offers.priceCurrency');
  }

  const organizer = first(obj.organizer);
  recommended('organizer', isObject(organizer));
  if (isObject(organizer)) {
    recommended('organizer.name', present(organizer.name));
    recommended('organizer.url', present(organizer.url));
  }

  const performer = first(obj.performer);
  recommended('performer', isObject(performer));
  if (isObject(performer)) recommended('performer.name', present(performer.name));
  return result;
}

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting']);

export function checkArticleJsonLd(obj: unknown): JsonLdCheck {
  const result: JsonLdCheck = { missingRequired: [], missingRecommended: [], invalid: [] };
  const required = (path: string, ok: boolean) => ok || result.missingRequired.push(path);
  const recommended = (path: string, ok: boolean) => ok || result.missingRecommended.push(path);
  if (!isObject(obj)) {
    result.missingRequired.push('headline', 'image', 'datePublished', 'author', 'author.name');
    return result;
  }
  if (!typeOf(obj).some((t) => ARTICLE_TYPES.has(t))) result.invalid.push('@type');
  required('headline', present(obj.headline));
  // Google truncates headlines past 110 characters in some surfaces; longer is an error in its tests.
  if (typeof obj.headline === 'string' && obj.headline.length > 110) result.invalid.push('headline');
  required('image', hasImage(obj.image));
  required('datePublished', present(obj.datePublished));
  if (present(obj.datePublished) && !isIsoDate(obj.datePublished)) result.invalid.push('datePublished');
  recommended('dateModified', present(obj.dateModified));
  if (present(obj.dateModified) && !isIsoDate(obj.dateModified)) result.invalid.push('dateModified');

  const authors = (Array.isArray(obj.author) ? obj.author : [obj.author]).filter(isObject);
  required('author', authors.length > 0);
  required('author.name', authors.length > 0 && authors.every((a) => present(a.name)));
  recommended('author.url', authors.length > 0 && authors.every((a) => present(a.url)));

  const publisher = first(obj.publisher);
  recommended('publisher', isObject(publisher));
  if (isObject(publisher)) recommended('publisher.name', present(publisher.name));
  return result;
}

/**
 * Every JSON-LD object of a page, whatever the nesting: a top-level list, or an @graph.
 * Pass the parsed content of each <script type="application/ld+json">.
 */
export function jsonLdNodes(values: unknown[]): Json[] {
  const out: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(visit);
      else out.push(value);
    }
  };
  values.forEach(visit);
  return out;
}

export function isEventNode(node: Json): boolean {
  return typeOf(node).some((t) => EVENT_TYPES.has(t));
}

export function isArticleNode(node: Json): boolean {
  return typeOf(node).some((t) => ARTICLE_TYPES.has(t));
}
