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
 * fall back to Korean on the public page.
 */
export function EditorTranslationsSection() {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const { register, watch, formState } = useFormContext<PopupFormValues>();
  const [locale, setLocale] = useState<TranslationLocale>('en');
  const errors = formState.errors.translations;

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
                  <div className="rounded-control bg-canvas px-3 py-2">
                    <p className="text-caption font-semibold text-ink-muted">
                      {t(`fields.${field}`)} · {t('translations.original')}
                    </p>
                    <p lang="ko" className="line-clamp-6 text-body whitespace-pre-line text-ink">
                      {original || <span className="text-ink-muted">{t('translations.emptyOriginal')}</span>}
                    </p>
                  </div>
                  {MULTILINE.has(field) ? (
                    <TextArea rows={field === 'content' ? 6 : 3} {...common} />
                  ) : (
                    <TextField {...common} />
                  )}
                </div>
              );
            })}
          </div>
        </TabPanel>
      ))}
    </EditorSection>
  );
}
