import { LOCATION_2026_11_01 } from './documents/location-2026-11-01';
import { MARKETING_2026_11_01 } from './documents/marketing-2026-11-01';
import { PRIVACY_2026_11_01 } from './documents/privacy-2026-11-01';
import { SERVICE_2026_11_01 } from './documents/service-2026-11-01';
import { TERMS_DOCUMENT_IDS, type TermsDocument, type TermsDocumentId } from './types';

/**
 * Every published version of every document, newest first. To revise one, add a file under
 * documents/ and put its version at the front of the list; the old one stays addressable,
 * because consent records point at it. A version may be added before its effective date
 * (the law asks for notice 7 or 30 days ahead): pages show it as upcoming until then.
 */
export const TERMS_CATALOGUE: Record<TermsDocumentId, TermsDocument> = {
  service: { id: 'service', consent: 'required', versions: [SERVICE_2026_11_01] },
  privacy: { id: 'privacy', consent: 'required', versions: [PRIVACY_2026_11_01] },
  location: { id: 'location', consent: 'optional', versions: [LOCATION_2026_11_01] },
  marketing: { id: 'marketing', consent: 'optional', versions: [MARKETING_2026_11_01] },
};

export function isTermsDocumentId(value: unknown): value is TermsDocumentId {
  return typeof value === 'string' && (TERMS_DOCUMENT_IDS as readonly string[]).includes(value);
}

/** The documents in the order they are listed and asked for (required first). */
export function listTermsDocuments(): TermsDocument[] {
  return TERMS_DOCUMENT_IDS.map((id) => TERMS_CATALOGUE[id]);
}
