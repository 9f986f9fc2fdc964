'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ENTERPRISE_SPOT_LIMITS } from '@/api/contracts/enterprise-spots';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { TextArea, TextField } from '@/components/ui/text-field';
import { EditorSection } from './editor-section';
import { TRANSLATION_LOCALES, type PopupFormValues } from './popup-form-model';
import { useEditorError } from './use-editor-error';

/** Categories, tags, admission, benefits and websites. */
export function EditorTagsSection() {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const { register, control, formState, getValues, setValue } = useFormContext<PopupFormValues>();
  const errors = formState.errors;
  const benefits = useFieldArray({ control, name: 'benefits' });
  // Translated benefit rows follow the Korean ones by position: a removed line takes its translations along.
  const removeBenefit = (index: number) => {
    benefits.remove(index);
    for (const l of TRANSLATION_LOCALES) {
      const rows = getValues(`translations.${l}.benefits`) ?? [];
      setValue(
        `translations.${l}.benefits`,
        rows.filter((_, i) => i !== index),
        { shouldDirty: true },
      );
    }
  };
  const { data: categories } = useQuery(enterpriseSpotQueries.categories());
  const websites = useFormContext<PopupFormValues>().getValues('websites');

  return (
    <EditorSection title={t('sections.tags')}>
      <fieldset>
        <legend className="mb-1.5 text-label font-semibold text-ink">{t('fields.categories')}</legend>
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {(categories ?? []).map((c) => (
                <ChoiceChip
                  key={c.id}
                  type="checkbox"
                  checked={field.value.includes(c.id)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...field.value, c.id] : field.value.filter((id) => id !== c.id))
                  }
                >
                  {c.name}
                </ChoiceChip>
              ))}
            </div>
          )}
        />
        {errors.categoryIds ? (
          <p role="alert" className="mt-1 text-caption font-medium text-danger">
            {errorText(errors.categoryIds.message)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('fields.tags')}
        hint={t('hints.tags', { max: ENTERPRISE_SPOT_LIMITS.tags })}
        {...register('tags')}
        error={errorText(errors.tags?.message)}
        autoComplete="off"
      />
      <TextField
        label={t('fields.entryFee')}
        hint={t('hints.entryFee')}
        inputMode="numeric"
        {...register('entryFee')}
        error={errorText(errors.entryFee?.message)}
      />
      <div>
        <p className="mb-1.5 text-label font-semibold text-ink">{t('fields.benefits')}</p>
        <ul className="flex flex-col gap-2">
          {benefits.fields.map((row, index) => (
            <li key={row.id} className="grid items-start gap-2 md:grid-cols-[1fr_2fr_auto]">
              <TextField
                label={t('fields.benefitKey', { n: index + 1 })}
                {...register(`benefits.${index}.key`)}
                maxLength={ENTERPRISE_SPOT_LIMITS.benefitKey}
                error={errorText(errors.benefits?.[index]?.key?.message)}
              />
              <TextField
                label={t('fields.benefitValue', { n: index + 1 })}
                {...register(`benefits.${index}.value`)}
                maxLength={ENTERPRISE_SPOT_LIMITS.benefitValue}
                error={errorText(errors.benefits?.[index]?.value?.message)}
              />
              <Button variant="ghost" size="sm" className="md:mt-7" onClick={() => removeBenefit(index)}>
                {t('actions.removeRow')}
                <span className="sr-only">{t('fields.benefitKey', { n: index + 1 })}</span>
              </Button>
            </li>
          ))}
        </ul>
        {benefits.fields.length < ENTERPRISE_SPOT_LIMITS.benefits ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => benefits.append({ key: '', value: '' })}>
            {t('actions.addBenefit')}
          </Button>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-label font-semibold text-ink">{t('fields.websites')}</legend>
        {websites.map((w, index) => (
          <TextField
            key={w.type}
            label={t(`websiteType.${w.type}`)}
            inputMode="url"
            placeholder={w.type === 'POPSPOT_PASS' ? '/pass' : 'https://'}
            {...register(`websites.${index}.path`)}
            error={errorText(errors.websites?.[index]?.path?.message)}
          />
        ))}
      </fieldset>
    </EditorSection>
  );
}

/** Notice, description and additional information (Korean, the original). */
export function EditorTextsSection() {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const { register, formState } = useFormContext<PopupFormValues>();
  const errors = formState.errors;
  return (
    <EditorSection title={t('sections.texts')}>
      <TextArea
        label={t('fields.notice')}
        rows={4}
        {...register('notice')}
        maxLength={ENTERPRISE_SPOT_LIMITS.notice}
        showCount
        error={errorText(errors.notice?.message)}
      />
      <TextArea
        label={t('fields.content')}
        rows={8}
        {...register('content')}
        maxLength={ENTERPRISE_SPOT_LIMITS.content}
        error={errorText(errors.content?.message)}
      />
      <TextArea
        label={t('fields.additionalInformation')}
        rows={4}
        {...register('additionalInformation')}
        maxLength={ENTERPRISE_SPOT_LIMITS.additionalInformation}
        error={errorText(errors.additionalInformation?.message)}
      />
    </EditorSection>
  );
}

/** The pre-reservation window (Korean time) and where to book. */
export function EditorReservationSection() {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const { register, formState } = useFormContext<PopupFormValues>();
  const errors = formState.errors;
  return (
    <EditorSection title={t('sections.reservation')} hint={t('hints.reservation')}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('fields.preReservationStartedAt')}
          {...register('preReservationStartedAt')}
          error={errorText(errors.preReservationStartedAt?.message)}
        />
        <TextField
          type="datetime-local"
          label={t('fields.preReservationEndedAt')}
          {...register('preReservationEndedAt')}
          error={errorText(errors.preReservationEndedAt?.message)}
        />
      </div>
      <TextField
        label={t('fields.preReservationLink')}
        hint={t('hints.link')}
        inputMode="url"
        placeholder="https://"
        {...register('preReservationLink')}
        error={errorText(errors.preReservationLink?.message)}
      />
      <label className="flex min-h-tap items-center gap-2 text-body">
        <input type="checkbox" className="size-5 accent-brand" {...register('isPopspotReservation')} />
        {t('fields.isPopspotReservation')}
      </label>
    </EditorSection>
  );
}
