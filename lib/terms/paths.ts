import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { localizedPath } from '../seo/alternates';
import { isTermsDocumentId } from './catalogue';
import type { TermsDocumentId } from './types';
import type { Locale } from '../locales';

/** The list of documents (and, at #business, the business information). */
export const TERMS_INDEX_PATH = '/terms';

/**
 * A document's page, unlocalized (the Link of i18n/navigation adds the language prefix):
 * `/terms/privacy` is the version in force, `/terms/privacy/2026-11-01` one fixed version,
 * which is what a consent record links to. Every version is its own prerendered path.
 */
export function termsPath(id: TermsDocumentId, version?: string): string {
  return version ? `${TERMS_INDEX_PATH}/${id}/${version}` : `${TERMS_INDEX_PATH}/${id}`;
}

const DOCUMENT_PAGE = new RegExp(`^(?:/(${LOCALES.join('|')}))?${TERMS_INDEX_PATH}/([^/]+)/?$`);

/**
 * `/terms/privacy?version=2026-11-01` asks for one version by query. Reading the query would
 * render the document per request, so the proxy sends it (308) to the version's own static
 * path instead, keeping the language and any other query. Null when the URL is not such a
 * request. The target 404s if the version does not exist, as an unknown version should.
 */
export function termsVersionRedirect(url: { pathname: string; searchParams: URLSearchParams }): string | null {
  const version = url.searchParams.get('version');
  const match = DOCUMENT_PAGE.exec(url.pathname);
  if (!version || !match || !isTermsDocumentId(match[2])) return null;
  const lang = (match[1] ?? DEFAULT_LOCALE) as Locale;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete('version');
  const query = rest.size > 0 ? `?${rest}` : '';
  // Encoded: the value is the visitor's, and must stay one path segment whatever it holds.
  return `${localizedPath(termsPath(match[2], encodeURIComponent(version)), lang)}${query}`;
}
