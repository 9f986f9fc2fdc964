import type { TermsDocumentId } from './terms/types';

/**
 * The consent items of sign-up (spec: terms, privacy, location, age check, marketing, and
 * promotions by email, SMS, app push and messenger). The first three are required; the rest
 * are optional and can be changed later (GET/PUT /v1/users/terms).
 */
export const REQUIRED_CONSENTS = ['SERVICE', 'PRIVACY', 'AGE_OVER_14'] as const;
export const OPTIONAL_CONSENTS = [
  'LOCATION',
  'MARKETING',
  'PROMOTION_EMAIL',
  'PROMOTION_SMS',
  'PROMOTION_APP_PUSH',
  'PROMOTION_MESSENGER',
] as const;
export const CONSENT_ITEMS = [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS] as const;

export type ConsentItem = (typeof CONSENT_ITEMS)[number];
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];
export type PromotionConsent = Extract<OptionalConsent, `PROMOTION_${string}`>;

export const PROMOTION_CONSENTS = OPTIONAL_CONSENTS.filter((item): item is PromotionConsent =>
  item.startsWith('PROMOTION_'),
);

/**
 * The document each item is an agreement to (its text and version); the promotion channels
 * are parts of the marketing consent. The age declaration has no document.
 */
export const CONSENT_DOCUMENT: Record<ConsentItem, TermsDocumentId | null> = {
  SERVICE: 'service',
  PRIVACY: 'privacy',
  AGE_OVER_14: null,
  LOCATION: 'location',
  MARKETING: 'marketing',
  PROMOTION_EMAIL: 'marketing',
  PROMOTION_SMS: 'marketing',
  PROMOTION_APP_PUSH: 'marketing',
  PROMOTION_MESSENGER: 'marketing',
};
