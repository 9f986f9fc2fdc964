/**
 * Legal documents as data: what a page renders, what a consent record points at (document id
 * + version), and what tests check. Korean is the binding text; pages in other languages
 * translate only their frame around it.
 */

/** The documents the service publishes; the ids name them in URLs and consent records. */
export const TERMS_DOCUMENT_IDS = ['service', 'privacy', 'location', 'marketing'] as const;
export type TermsDocumentId = (typeof TERMS_DOCUMENT_IDS)[number];

/**
 * Whether sign-up needs the person's agreement ('required') or asks for it ('optional').
 * The privacy policy is agreed to as the required 개인정보 수집·이용 동의 it describes.
 */
type TermsConsent = 'required' | 'optional';

/** One item of a list: text, optionally with a nested list of sub-items (호 under 항). */
export type TermsListItem = string | { text: string; items: readonly string[] };

export type TermsBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: readonly TermsListItem[] }
  /** A table with a caption and column headers, e.g. what is collected, why, for how long. */
  | { type: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

/** An article (제N조) or a numbered heading of a policy, with its text. */
export type TermsSection = { heading: string; blocks: readonly TermsBlock[] };

/**
 * One published text of a document. Never edited once published: a change is a new version,
 * so that "agreed to service 2026-11-01" always means the same words.
 */
export type TermsVersion = {
  /** 'YYYY-MM-DD', the day the text was fixed; unique within the document and used in URLs. */
  version: string;
  /** 'YYYY-MM-DD', the Seoul day from which this text applies (on or after the version day). */
  effectiveDate: string;
  /** The Korean title, as the text states it. */
  title: string;
  /** Text before the first section, if any. */
  intro?: readonly string[];
  sections: readonly TermsSection[];
};

export type TermsDocument = {
  id: TermsDocumentId;
  consent: TermsConsent;
  /** Newest first. */
  versions: readonly TermsVersion[];
};
