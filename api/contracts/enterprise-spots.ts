import { z } from 'zod';
import { daySchema } from './day';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import { periodTypeSchema, spotTypeSchema } from './spots';
import { idValue } from './envelope';

/**
 * The company console's pop-ups (decision 045): the list of a company's pop-ups, the whole
 * editable record, the write body (PUT replaces every field, arrays as a whole), images and
 * the geocoder's candidates. The editor's form validates with the same schemas.
 */

export const ENTERPRISE_SPOT_LIMITS = {
  title: 100,
  name: 100,
  address: 200,
  operationTimes: 10,
  operationTime: 100,
  tags: 20,
  tag: 30,
  benefits: 20,
  benefitKey: 50,
  benefitValue: 200,
  notice: 2000,
  content: 20000,
  additionalInformation: 5000,
  categories: 10,
  images: 30,
  link: 500,
} as const;

/** Types a company may give its pop-up; PARTNER and POPSPOT_STORE are Popspot's own (admins). */
export const COMPANY_SPOT_TYPES = ['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL'] as const;

export const websiteTypes = ['WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS'] as const;
export const spotImageKinds = ['HERO', 'DETAIL'] as const;

/**
 * UNPUBLISHED: not public (a draft, or taken down); SCHEDULED: public from activatedAt (in
 * the future); PUBLISHED: public now.
 */
const companySpotStatuses = ['UNPUBLISHED', 'SCHEDULED', 'PUBLISHED'] as const;
const companySpotStatusSchema = z.enum(companySpotStatuses);
export type CompanySpotStatus = z.infer<typeof companySpotStatusSchema>;

const instant = z.iso.datetime({ offset: true });

/** Trimmed text; blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** An https URL, or a path inside Popspot ('/pass/3'); never http, javascript: or '//host'. */
function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const linkSchema = z
  .string()
  .trim()
  .min(1)
  .max(ENTERPRISE_SPOT_LIMITS.link)
  .refine(isSafeLink, 'an https:// address or a path starting with /');

const operationTimeSchema = z
  .array(z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.operationTime))
  .max(ENTERPRISE_SPOT_LIMITS.operationTimes);

const spotTranslationInputSchema = z.object({
  title: z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.title),
  name: optionalText(ENTERPRISE_SPOT_LIMITS.name),
  content: optionalText(ENTERPRISE_SPOT_LIMITS.content),
  notice: optionalText(ENTERPRISE_SPOT_LIMITS.notice),
  additionalInformation: optionalText(ENTERPRISE_SPOT_LIMITS.additionalInformation),
  /** Opening-hours lines in this language; null, empty or left out: readers see the Korean lines. */
  operationTime: operationTimeSchema
    .nullable()
    .default(null)
    .transform((lines) => (lines && lines.length > 0 ? lines : null)),
  /**
   * The benefit lines in this language, by position in `benefits` (the nth translates the
   * nth); null or left out: that line stays Korean. Lines past the Korean list are ignored.
   */
  benefits: z
    .array(
      z
        .object({
          key: z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.benefitKey),
          value: z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.benefitValue),
        })
        .nullable(),
    )
    .max(ENTERPRISE_SPOT_LIMITS.benefits)
    .default([]),
});

const translationsSchema = z.object(
  Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, spotTranslationInputSchema.nullable()])) as Record<
    (typeof TRANSLATION_LOCALES)[number],
    z.ZodNullable<typeof spotTranslationInputSchema>
  >,
);

/**
 * Every field of a pop-up the console edits. POST creates with it (unpublished), PUT
 * replaces the whole record with it: arrays (operation times, tags, categories, benefits,
 * websites, images) are replaced as a whole, a translation set to null is removed.
 */
const spotInputShape = {
  type: spotTypeSchema,
  title: z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.title),
  name: optionalText(ENTERPRISE_SPOT_LIMITS.name),
  openDate: daySchema,
  /** null: closing day to be announced. */
  closeDate: daySchema.nullable(),
  operationTime: operationTimeSchema,
  /**
   * 지번 (lot-number) address. Optional when the road address is given (one of the two is
   * needed): without a geocoder a company may know only the road address.
   */
  address: optionalText(ENTERPRISE_SPOT_LIMITS.address),
  roadAddress: optionalText(ENTERPRISE_SPOT_LIMITS.address),
  addressDetail: optionalText(ENTERPRISE_SPOT_LIMITS.address),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The geocoder's legal-district code, when a candidate was chosen; else derived from the address. */
  regionCode: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  region1DepthName: optionalText(50),
  region2DepthName: optionalText(50),
  notice: optionalText(ENTERPRISE_SPOT_LIMITS.notice),
  content: optionalText(ENTERPRISE_SPOT_LIMITS.content),
  additionalInformation: optionalText(ENTERPRISE_SPOT_LIMITS.additionalInformation),
  tags: z
    .array(z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.tag))
    .max(ENTERPRISE_SPOT_LIMITS.tags)
    .refine((tags) => new Set(tags).size === tags.length, 'each tag once'),
  /** Admission in KRW: 0 free, null unknown. */
  entryFee: z.number().int().min(0).max(10_000_000).nullable(),
  categoryIds: z
    .array(idValue)
    .max(ENTERPRISE_SPOT_LIMITS.categories)
    .refine((ids) => new Set(ids).size === ids.length, 'each category once'),
  benefits: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(ENTERPRISE_SPOT_LIMITS.benefitKey),
        value: optionalText(ENTERPRISE_SPOT_LIMITS.benefitValue),
      }),
    )
    .max(ENTERPRISE_SPOT_LIMITS.benefits),
  websites: z
    .array(z.object({ type: z.enum(websiteTypes), path: linkSchema }))
    .max(websiteTypes.length)
    .refine((ws) => new Set(ws.map((w) => w.type)).size === ws.length, 'one address per kind'),
  isPopspotReservation: z.boolean(),
  preReservationLink: linkSchema.nullable(),
  preReservationStartedAt: instant.nullable(),
  preReservationEndedAt: instant.nullable(),
  translations: translationsSchema,
};

type SpotRules = {
  address: string | null;
  roadAddress: string | null;
  openDate: string;
  closeDate: string | null;
  preReservationStartedAt: string | null;
  preReservationEndedAt: string | null;
};

function checkSpotRules(v: SpotRules, ctx: z.RefinementCtx) {
  if (!v.address && !v.roadAddress) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'a lot-number or a road address is needed' });
  }
  if (v.closeDate !== null && v.closeDate < v.openDate) {
    ctx.addIssue({ code: 'custom', path: ['closeDate'], message: 'the period must end on or after its first day' });
  }
  if (
    v.preReservationStartedAt &&
    v.preReservationEndedAt &&
    Date.parse(v.preReservationEndedAt) <= Date.parse(v.preReservationStartedAt)
  ) {
    ctx.addIssue({ code: 'custom', path: ['preReservationEndedAt'], message: 'the window must close after it opens' });
  }
  if (v.preReservationEndedAt && !v.preReservationStartedAt) {
    ctx.addIssue({ code: 'custom', path: ['preReservationStartedAt'], message: 'the window needs its opening' });
  }
}

/**
 * The cross-field rules alone: a form checks them even while other fields are still
 * invalid (the whole schema's refinement runs only once every field is valid).
 */
export const spotRulesSchema = z
  .object({
    address: spotInputShape.address,
    roadAddress: spotInputShape.roadAddress,
    openDate: daySchema,
    closeDate: daySchema.nullable(),
    preReservationStartedAt: instant.nullable(),
    preReservationEndedAt: instant.nullable(),
  })
  .superRefine(checkSpotRules);

export const enterpriseSpotInputSchema = z
  .object(spotInputShape)
  .strict()
  .superRefine(checkSpotRules)
  .meta({ id: 'EnterpriseSpotInput' });
export type EnterpriseSpotInput = z.input<typeof enterpriseSpotInputSchema>;

/** PUT: every field plus the images in their order (an image left out is removed). */
export const enterpriseSpotUpdateSchema = z
  .object({
    ...spotInputShape,
    images: z
      .array(z.object({ id: idValue, kind: z.enum(spotImageKinds) }))
      .max(ENTERPRISE_SPOT_LIMITS.images)
      .refine((imgs) => new Set(imgs.map((i) => i.id)).size === imgs.length, 'each image once'),
  })
  .strict()
  .superRefine(checkSpotRules)
  .meta({ id: 'EnterpriseSpotUpdate' });
export type EnterpriseSpotUpdate = z.input<typeof enterpriseSpotUpdateSchema>;

export const enterpriseSpotImageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(spotImageKinds),
    /** The URL to load it from. */
    path: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'EnterpriseSpotImage' });
export type EnterpriseSpotImage = z.infer<typeof enterpriseSpotImageSchema>;

const translationOutSchema = z.object({
  title: z.string(),
  name: z.string().nullable(),
  content: z.string().nullable(),
  notice: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  /** null: readers see the Korean lines. */
  operationTime: z.array(z.string()).nullable(),
  /** By position in `benefits`; null where a line has no translation. */
  benefits: z.array(z.object({ key: z.string(), value: z.string() }).nullable()),
});

/** GET /v1/enterprise/spots/{id}: the whole editable record. */
export const enterpriseSpotSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int().nullable(),
    status: companySpotStatusSchema,
    activatedAt: z.string().nullable(),
    updatedAt: z.string(),
    type: spotTypeSchema,
    title: z.string(),
    name: z.string().nullable(),
    openDate: z.string(),
    closeDate: z.string().nullable(),
    operationTime: z.array(z.string()),
    address: z.string(),
    roadAddress: z.string().nullable(),
    addressDetail: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    regionCode: z.string().nullable(),
    region1DepthName: z.string().nullable(),
    region2DepthName: z.string().nullable(),
    notice: z.string().nullable(),
    content: z.string().nullable(),
    additionalInformation: z.string().nullable(),
    tags: z.array(z.string()),
    entryFee: z.number().int().nullable(),
    categoryIds: z.array(z.number().int()),
    benefits: z.array(z.object({ key: z.string(), value: z.string().nullable() })),
    websites: z.array(z.object({ type: z.enum(websiteTypes), path: z.string() })),
    isPopspotReservation: z.boolean(),
    preReservationLink: z.string().nullable(),
    preReservationStartedAt: z.string().nullable(),
    preReservationEndedAt: z.string().nullable(),
    images: z.array(enterpriseSpotImageSchema),
    translations: z.object({
      en: translationOutSchema.nullable(),
      ja: translationOutSchema.nullable(),
      zh: translationOutSchema.nullable(),
    }),
  })
  .meta({ id: 'EnterpriseSpot' });
export type EnterpriseSpot = z.infer<typeof enterpriseSpotSchema>;

/** One line of a company's pop-up list. */
export const companySpotItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: spotTypeSchema,
    openDate: z.string(),
    closeDate: z.string().nullable(),
    periodType: periodTypeSchema,
    status: companySpotStatusSchema,
    activatedAt: z.string().nullable(),
    updatedAt: z.string(),
    /** The first hero image's URL, or null. */
    thumbnail: z.string().nullable(),
  })
  .meta({ id: 'CompanySpotItem' });
export type CompanySpotItem = z.infer<typeof companySpotItemSchema>;

export const createdSpotSchema = z.object({ id: z.number().int() }).meta({ id: 'CreatedSpot' });

export const spotCategoryOptionSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'SpotCategoryOption' });
export type SpotCategoryOption = z.infer<typeof spotCategoryOptionSchema>;

export const geocodeQuerySchema = z.object({ query: z.string().trim().min(2).max(100) });

const geocodeCandidateSchema = z
  .object({
    address: z.string(),
    roadAddress: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    regionCode: z.string().nullable(),
    region1DepthName: z.string().nullable(),
    region2DepthName: z.string().nullable(),
  })
  .meta({ id: 'GeocodeCandidate' });
export type GeocodeCandidate = z.infer<typeof geocodeCandidateSchema>;

/** provider 'none': no geocoder is configured; the editor asks for a pin on the map instead. */
export const geocodeResultSchema = z
  .object({ provider: z.enum(['kakao', 'none']), candidates: z.array(geocodeCandidateSchema) })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
