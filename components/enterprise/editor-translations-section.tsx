'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ENTERPRISE_SPOT_LIMITS } from '@/api/contracts/enterprise-spots';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { TextArea, TextField } from '@/components/ui/text-field';
import type { TranslationLocale } from '@/lib/locales';
import { EditorSection } from './editor-section';
import { TRANSLATION_FIELDS, TRANSLATION_LOCALES, type PopupFormValues } from './popup-form-model';
import { useEditorError } from './use-editor-error';

const MULTILINE = new Set(['content', 'notice', 'additionalInformation']);
const LIMITS = {
  title: ENTERPRISE_SPOT_LIMITS.title,
  name: ENTERPRISE_SPOT_LIMITS.name,
  content: ENTERPRISE_SPOT_LIMITS.content,
  notice: ENTERPRISE_SPOT_LIMITS.notice,
  additionalInformation: ENTERPRISE_SPOT_LIMITS.additionalInformation,
} as const;

/**
 * The translations, side by side: the Korean original on the left, the chosen language's
 * text on the right (tabs for English, Japanese, Chinese). A language left blank has no
 * translation (readers see Korean); one with any text needs its title. Texts not translated
 * fall back to Korean on the public page. Opening hours are one box of lines; each Korean
 * benefit line gets its own translated row (a row left blank stays Korean).
 */
export function EditorTranslationsSection() {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const { register, watch, formState } = useFormContext<PopupFormValues>();
  const [locale, setLocale] = useState<TranslationLocale>('en');
  const errors = formState.errors.translations;
  const hours = watch('operationTime');
  const benefits = watch('benefits');

  return (
    <EditorSection title={t('sections.translations')} hint={t('translations.hint')}>
      <TabList
        idBase="popup-translation"
        label={t('translations.tabsLabel')}
        items={TRANSLATION_LOCALES.map((l) => ({
          value: l,
          label: (
            <span>
              {t(`translations.locale.${l}`)}
              {errors?.[l] ? (
                <>
                  <span aria-hidden="true" className="ml-1 text-danger">
                    •
                  </span>
                  <span className="sr-only">{t('translations.hasErrors')}</span>
                </>
              ) : null}
            </span>
          ),
        }))}
        selected={locale}
        onSelect={setLocale}
      />
      {TRANSLATION_LOCALES.map((l) => (
        <TabPanel key={l} idBase="popup-translation" value={l} selected={l === locale}>
          <div className="flex flex-col gap-5 pt-2">
            <div className="hidden grid-cols-2 gap-4 md:grid" aria-hidden="true">
              <p className="text-caption font-semibold text-ink-muted">{t('translations.original')}</p>
              <p className="text-caption font-semibold text-ink-muted">{t(`translations.locale.${l}`)}</p>
            </div>
            {TRANSLATION_FIELDS.map((field) => {
              const original = watch(field);
              const name = `translations.${l}.${field}` as const;
              const label = `${t(`fields.${field}`)} (${t(`translations.locale.${l}`)})`;
              const common = {
                label,
                maxLength: LIMITS[field],
                error: errorText(errors?.[l]?.[field]?.message),
                ...register(name),
              };
              return (
                <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
                  <Original label={t(`fields.${field}`)}>{original}</Original>
                  {MULTILINE.has(field) ? (
                    <TextArea rows={field === 'content' ? 6 : 3} {...common} />
                  ) : (
                    <TextField {...common} />
                  )}
                </div>
              );
            })}
            <div className="grid gap-2 md:grid-cols-2 md:gap-4">
              <Original label={t('fields.operationTime')}>
                {hours.some((line) => line.value.trim()) ? hours.map((line) => line.value).join('\n') : null}
              </Original>
              <TextArea
                rows={3}
                label={`${t('fields.operationTime')} (${t(`translations.locale.${l}`)})`}
                hint={t('translations.operationTimeHint')}
                {...register(`translations.${l}.operationTime`)}
                error={errorText(errors?.[l]?.operationTime?.message)}
              />
            </div>
            {benefits.length > 0 ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 text-label font-semibold text-ink">
                  {t('fields.benefits')} ({t(`translations.locale.${l}`)})
                </legend>
                <p className="text-caption text-ink-muted">{t('translations.benefitsHint')}</p>
                {benefits.map((benefit, index) => (
                  // Rows follow the Korean list: removing a Korean line removes its translations too.
                  <div key={index} className="grid gap-2 md:grid-cols-2 md:gap-4">
                    <Original label={t('fields.benefitKey', { n: index + 1 })}>
                      {benefit.key.trim() || benefit.value.trim() ? `${benefit.key}: ${benefit.value}` : null}
                    </Original>
                    <div className="grid gap-2 md:grid-cols-[1fr_2fr]">
                      <TextField
                        label={`${t('fields.benefitKey', { n: index + 1 })} (${t(`translations.locale.${l}`)})`}
                        maxLength={ENTERPRISE_SPOT_LIMITS.benefitKey}
                        {...register(`translations.${l}.benefits.${index}.key`)}
                        error={errorText(errors?.[l]?.benefits?.[index]?.key?.message)}
                      />
                      <TextField
                        label={`${t('fields.benefitValue', { n: index + 1 })} (${t(`translations.locale.${l}`)})`}
                        maxLength={ENTERPRISE_SPOT_LIMITS.benefitValue}
                        {...register(`translations.${l}.benefits.${index}.value`)}
                        error={errorText(errors?.[l]?.benefits?.[index]?.value?.message)}
                      />
                    </div>
                  </div>
                ))}
              </fieldset>
            ) : null}
          </div>
        </TabPanel>
      ))}
    </EditorSection>
  );
}

/** The Korean original beside its translation. */
function Original({ label, children }: { label: string; children: string | null }) {
  const t = useTranslations('enterprise.editor');
  return (
    <div className="rounded-control bg-canvas px-3 py-2">
      <p className="text-caption font-semibold text-ink-muted">
        {label} · {t('translations.original')}
      </p>
      <p lang="ko" className="line-clamp-6 text-body whitespace-pre-line text-ink">
        {children || <span className="text-ink-muted">{t('translations.emptyOriginal')}</span>}
      </p>
    </div>
  );
}
