import { z } from 'zod';
import { CONSENT_ITEMS, OPTIONAL_CONSENTS } from '@/lib/consent-items';
import { isValidNickname } from '@/lib/nickname';

const consentItemSchema = z.enum(CONSENT_ITEMS).meta({ id: 'ConsentItem' });
const optionalConsentSchema = z.enum(OPTIONAL_CONSENTS).meta({ id: 'OptionalConsent' });

const consentStateSchema = z
  .object({
    termType: consentItemSchema,
    isAgreed: z.boolean(),
    /** When the current answer was given (agreed or withdrawn), or null if never asked. */
    answeredAt: z.string().nullable(),
    /** The document version the answer was given to ('2026-11-01'), or null (age; no document). */
    version: z.string().nullable(),
  })
  .meta({ id: 'ConsentState' });
export type ConsentState = z.infer<typeof consentStateSchema>;

/** GET /v1/users/terms: my answers, the optional ones (spec: userOptionalTerms) and the required. */
export const myTermsSchema = z
  .object({
    userOptionalTerms: z.array(consentStateSchema),
    requiredTerms: z.array(consentStateSchema),
  })
  .meta({ id: 'MyTerms' });
export type MyTerms = z.infer<typeof myTermsSchema>;

const consentAnswerSchema = z.object({ termType: optionalConsentSchema, isAgreed: z.boolean() });

/**
 * PUT /v1/users/terms: changes to optional consents (spec: body userOptionalTerms). Items not
 * listed keep their answer. A promotion channel needs the marketing consent; withdrawing
 * marketing withdraws every channel.
 */
export const updateTermsBodySchema = z
  .object({
    userOptionalTerms: z
      .array(consentAnswerSchema)
      .min(1)
      .max(OPTIONAL_CONSENTS.length)
      .refine((list) => new Set(list.map((a) => a.termType)).size === list.length, 'each item at most once'),
  })
  .meta({ id: 'UpdateTermsBody' });
export type UpdateTermsBody = z.infer<typeof updateTermsBodySchema>;

/** POST /v1/users/signup: every consent answered, and the nickname. */
export const signUpBodySchema = z
  .object({
    terms: z
      .array(z.object({ termType: consentItemSchema, isAgreed: z.boolean() }))
      .length(CONSENT_ITEMS.length)
      .refine(
        (list) => new Set(list.map((a) => a.termType)).size === CONSENT_ITEMS.length,
        'every consent item exactly once',
      ),
    nickname: z
      .string()
      .trim()
      .refine(isValidNickname, 'nickname: 2 to 32 of digits, letters, Hangul, space, hyphen or underscore')
      .meta({ example: '팝업러버' }),
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof signUpBodySchema>;
