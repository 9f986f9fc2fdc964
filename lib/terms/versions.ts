import type { TermsDocument, TermsVersion } from './types';

/*
 * Which version of a document applies when. Effective dates are Seoul days (the service's
 * day); Korea has no daylight saving, so a day starts at a fixed +09:00. The functions take
 * the document (TERMS_CATALOGUE.privacy) so that tests can hand them any history.
 */

export function effectiveFrom(version: TermsVersion): Date {
  return new Date(`${version.effectiveDate}T00:00:00+09:00`);
}

/** A version by its id, or null when the document has no such version. */
export function findTermsVersion(document: TermsDocument, version: string): TermsVersion | null {
  return document.versions.find((v) => v.version === version) ?? null;
}

/**
 * The version in force at `now`: the newest that has taken effect. This is the one a person
 * agrees to at sign-up. Null only while a document's first version is still upcoming.
 */
export function currentTermsVersion(document: TermsDocument, now: Date = new Date()): TermsVersion | null {
  return document.versions.find((v) => effectiveFrom(v) <= now) ?? null;
}

/** The announced revision that takes effect next, if any (the oldest not yet in force). */
export function upcomingTermsVersion(document: TermsDocument, now: Date = new Date()): TermsVersion | null {
  return document.versions.findLast((v) => effectiveFrom(v) > now) ?? null;
}

type TermsVersionStatus = 'upcoming' | 'current' | 'superseded';

export function termsVersionStatus(
  document: TermsDocument,
  version: TermsVersion,
  now: Date = new Date(),
): TermsVersionStatus {
  if (effectiveFrom(version) > now) return 'upcoming';
  return currentTermsVersion(document, now)?.version === version.version ? 'current' : 'superseded';
}

/**
 * What a document's own page shows: the version in force, or for a brand-new document whose
 * first version is announced but not yet in force, that version.
 */
export function displayedTermsVersion(document: TermsDocument, now: Date = new Date()): TermsVersion {
  const shown = currentTermsVersion(document, now) ?? upcomingTermsVersion(document, now);
  if (!shown) throw new Error(`Terms document '${document.id}' has no versions`);
  return shown;
}
