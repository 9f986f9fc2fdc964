import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  enterpriseSpotInputSchema,
  spotRulesSchema,
  websiteTypes,
  type EnterpriseSpot,
  type EnterpriseSpotInput,
} from '@/api/contracts/enterprise-spots';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/locales';
import type { spotTypes } from '@/lib/spot-types';

/**
 * The editor's form values (strings where the person types) and their way to and from the
 * API's body. The form validates with the API's own schema (enterpriseSpotInputSchema), so
 * the browser and the server refuse the same things; issues are mapped back to the fields.
 */

type TranslationValues = {
  title: string;
  name: string;
  content: string;
  notice: string;
  additionalInformation: string;
  /** Opening-hours lines in this language, one per line of the text box. */
  operationTime: string;
  /** By position in `benefits`: the nth translates the nth Korean line. */
  benefits: { key: string; value: string }[];
};

export type PopupFormValues = {
  type: (typeof spotTypes)[number];
  title: string;
  name: string;
  openDate: string;
  closeDate: string;
  operationTime: { value: string }[];
  address: string;
  roadAddress: string;
  addressDetail: string;
  latitude: string;
  longitude: string;
  regionCode: string;
  region1DepthName: string;
  region2DepthName: string;
  notice: string;
  content: string;
  additionalInformation: string;
  /** Comma-separated. */
  tags: string;
  entryFee: string;
  categoryIds: number[];
  benefits: { key: string; value: string }[];
  /** One row per website kind, in websiteTypes order; blank rows are left out. */
  websites: { type: (typeof websiteTypes)[number]; path: string }[];
  isPopspotReservation: boolean;
  preReservationLink: string;
  /** datetime-local values, Korean time. */
  preReservationStartedAt: string;
  preReservationEndedAt: string;
  translations: Record<TranslationLocale, TranslationValues>;
};

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** An instant as the datetime-local value of its Korean time ('2026-12-01T10:00'). */
function toSeoulLocal(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Korean time, as the API's ISO instant. */
function fromSeoulLocal(value: string): string | null {
  return value ? `${value}:00+09:00` : null;
}

const emptyTranslation = (): TranslationValues => ({
  title: '',
  name: '',
  content: '',
  notice: '',
  additionalInformation: '',
  operationTime: '',
  benefits: [],
});

export function emptyPopupForm(): PopupFormValues {
  return {
    type: 'STORE',
    title: '',
    name: '',
    openDate: '',
    closeDate: '',
    operationTime: [],
    address: '',
    roadAddress: '',
    addressDetail: '',
    latitude: '',
    longitude: '',
    regionCode: '',
    region1DepthName: '',
    region2DepthName: '',
    notice: '',
    content: '',
    additionalInformation: '',
    tags: '',
    entryFee: '',
    categoryIds: [],
    benefits: [],
    websites: websiteTypes.map((type) => ({ type, path: '' })),
    isPopspotReservation: false,
    preReservationLink: '',
    preReservationStartedAt: '',
    preReservationEndedAt: '',
    translations: { en: emptyTranslation(), ja: emptyTranslation(), zh: emptyTranslation() },
  };
}

export function formFromRecord(spot: EnterpriseSpot): PopupFormValues {
  const text = (v: string | null) => v ?? '';
  const translation = (locale: TranslationLocale): TranslationValues => {
    const t = spot.translations[locale];
    return t
      ? {
          title: t.title,
          name: text(t.name),
          content: text(t.content),
          notice: text(t.notice),
          additionalInformation: text(t.additionalInformation),
          operationTime: (t.operationTime ?? []).join('\n'),
          benefits: spot.benefits.map((_, i) => t.benefits[i] ?? { key: '', value: '' }),
        }
      : emptyTranslation();
  };
  return {
    type: spot.type,
    title: spot.title,
    name: text(spot.name),
    openDate: spot.openDate,
    closeDate: text(spot.closeDate),
    operationTime: spot.operationTime.map((value) => ({ value })),
    address: spot.address,
    roadAddress: text(spot.roadAddress),
    addressDetail: text(spot.addressDetail),
    latitude: String(spot.latitude),
    longitude: String(spot.longitude),
    regionCode: text(spot.regionCode),
    region1DepthName: text(spot.region1DepthName),
    region2DepthName: text(spot.region2DepthName),
    notice: text(spot.notice),
    content: text(spot.content),
    additionalInformation: text(spot.additionalInformation),
    tags: spot.tags.join(', '),
    entryFee: spot.entryFee === null ? '' : String(spot.entryFee),
    categoryIds: spot.categoryIds,
    benefits: spot.benefits.map((b) => ({ key: b.key, value: text(b.value) })),
    websites: websiteTypes.map((type) => ({ type, path: spot.websites.find((w) => w.type === type)?.path ?? '' })),
    isPopspotReservation: spot.isPopspotReservation,
    preReservationLink: text(spot.preReservationLink),
    preReservationStartedAt: toSeoulLocal(spot.preReservationStartedAt),
    preReservationEndedAt: toSeoulLocal(spot.preReservationEndedAt),
    translations: { en: translation('en'), ja: translation('ja'), zh: translation('zh') },
  };
}

const orNull = (v: string) => (v.trim() ? v : null);
const numberOrNaN = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/**
 * A translation with nothing typed is no translation (null removes it). Opening hours are
 * one line per line of their box; a benefit row left blank is a line kept in Korean.
 */
function translationInput(t: TranslationValues, benefitCount: number) {
  const benefits = Array.from({ length: benefitCount }, (_, i) => {
    const row = t.benefits[i];
    return row && (row.key.trim() || row.value.trim()) ? { key: row.key, value: row.value } : null;
  });
  const texts = [t.title, t.name, t.content, t.notice, t.additionalInformation, t.operationTime];
  const blank = texts.every((v) => !v.trim()) && benefits.every((b) => b === null);
  return blank
    ? null
    : {
        title: t.title,
        name: orNull(t.name),
        content: orNull(t.content),
        notice: orNull(t.notice),
        additionalInformation: orNull(t.additionalInformation),
        operationTime: t.operationTime
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        benefits,
      };
}

export function inputFromForm(v: PopupFormValues): EnterpriseSpotInput {
  return {
    type: v.type,
    title: v.title,
    name: orNull(v.name),
    openDate: v.openDate,
    closeDate: v.closeDate || null,
    operationTime: v.operationTime.map((o) => o.value),
    address: orNull(v.address),
    roadAddress: orNull(v.roadAddress),
    addressDetail: orNull(v.addressDetail),
    latitude: numberOrNaN(v.latitude),
    longitude: numberOrNaN(v.longitude),
    regionCode: v.regionCode || null,
    region1DepthName: orNull(v.region1DepthName),
    region2DepthName: orNull(v.region2DepthName),
    notice: orNull(v.notice),
    content: orNull(v.content),
    additionalInformation: orNull(v.additionalInformation),
    tags: v.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    entryFee: v.entryFee.trim() === '' ? null : numberOrNaN(v.entryFee),
    categoryIds: v.categoryIds,
    benefits: v.benefits.map((b) => ({ key: b.key, value: orNull(b.value) })),
    websites: v.websites.filter((w) => w.path.trim()).map((w) => ({ type: w.type, path: w.path })),
    isPopspotReservation: v.isPopspotReservation,
    preReservationLink: orNull(v.preReservationLink),
    preReservationStartedAt: fromSeoulLocal(v.preReservationStartedAt),
    preReservationEndedAt: fromSeoulLocal(v.preReservationEndedAt),
    translations: {
      en: translationInput(v.translations.en, v.benefits.length),
      ja: translationInput(v.translations.ja, v.benefits.length),
      zh: translationInput(v.translations.zh, v.benefits.length),
    },
  };
}

/** What went wrong with a field, as a key of enterprise.editor.errors (with its value). */
type EditorErrorKey =
  | 'required'
  | 'tooLong'
  | 'tooMany'
  | 'invalidDate'
  | 'periodOrder'
  | 'windowOrder'
  | 'windowStart'
  | 'link'
  | 'coordinates'
  | 'duplicate'
  | 'addressNeeded'
  | 'reservedType'
  | 'unknownCategory'
  | 'invalid';
export type EditorErrorMessage = { key: EditorErrorKey; max?: number };

const LINK_FIELDS = new Set(['preReservationLink', 'websites']);

/** The API's path of an issue as the form's field name ('websites.0.path' -> the row of that kind). */
function formFieldOf(path: readonly PropertyKey[], values: PopupFormValues): string {
  const [head, index, ...rest] = path.map(String);
  if (head === 'tags') return 'tags';
  // A translation's opening hours are one text box, whichever line is wrong.
  if (head === 'translations' && rest[0] === 'operationTime') return `translations.${index}.operationTime`;
  if (head === 'categoryIds') return 'categoryIds';
  if (head === 'websites' && index !== undefined) {
    const kept = values.websites.filter((w) => w.path.trim());
    const row = values.websites.indexOf(kept[Number(index)]);
    return row >= 0 ? `websites.${row}.path` : 'websites';
  }
  return [head, index, ...rest].filter((p) => p !== undefined).join('.');
}

/** The message of one of the schema's issues. */
function messageOfIssue(issue: z.core.$ZodIssue): EditorErrorMessage {
  const field = String(issue.path[0] ?? '');
  if (field === 'latitude' || field === 'longitude') return { key: 'coordinates' };
  if (issue.code === 'custom') {
    if (field === 'closeDate') return { key: 'periodOrder' };
    if (field === 'preReservationEndedAt') return { key: 'windowOrder' };
    if (field === 'preReservationStartedAt') return { key: 'windowStart' };
    if (field === 'address') return { key: 'addressNeeded' };
    if (LINK_FIELDS.has(field)) return { key: 'link' };
    return { key: 'duplicate' };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'required' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_big' && issue.origin === 'array') return { key: 'tooMany', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format') return { key: field === 'openDate' ? 'required' : 'invalidDate' };
  return { key: 'invalid' };
}

/** A server field error ('json.closeDate') as the form's field and message. */
export function messageOfServerField(key: string): { field: string; message: EditorErrorMessage } {
  const field = key.replace(/^json\./, '').replace(/^form\./, '');
  const head = field.split('.')[0];
  const byField: Record<string, EditorErrorKey> = {
    closeDate: 'periodOrder',
    preReservationEndedAt: 'windowOrder',
    preReservationStartedAt: 'windowStart',
    preReservationLink: 'link',
    address: 'addressNeeded',
    latitude: 'coordinates',
    longitude: 'coordinates',
    type: 'reservedType',
    categoryIds: 'unknownCategory',
    images: 'invalid',
  };
  return {
    field: head === 'websites' ? field : head,
    message: { key: byField[head] ?? (head === 'websites' ? 'link' : 'invalid') },
  };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  if (node[keys[keys.length - 1]] === undefined) node[keys[keys.length - 1]] = value;
}

/** react-hook-form's resolver over the API's schema; messages are JSON of EditorErrorMessage. */
export const popupFormResolver: Resolver<PopupFormValues> = async (values) => {
  const input = inputFromForm(values);
  const parsed = enterpriseSpotInputSchema.safeParse(input);
  if (parsed.success) return { values, errors: {} };
  // The period and window rules too, while other fields are still being fixed.
  const rules = spotRulesSchema.safeParse(input);
  const issues = [...parsed.error.issues, ...(rules.success ? [] : rules.error.issues)];
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    let field = formFieldOf(issue.path, values);
    // A translation's text without its title: the title is what is missing.
    if (field.startsWith('translations.') && field.split('.').length === 2) field = `${field}.title`;
    setPath(errors, field, { type: issue.code, message: JSON.stringify(messageOfIssue(issue)) });
  }
  return { values: {}, errors: errors as FieldErrors<PopupFormValues> };
};

export const TRANSLATION_FIELDS = ['title', 'name', 'content', 'notice', 'additionalInformation'] as const;
export { TRANSLATION_LOCALES };
