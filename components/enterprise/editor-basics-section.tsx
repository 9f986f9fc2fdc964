'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { COMPANY_SPOT_TYPES, ENTERPRISE_SPOT_LIMITS } from '@/api/contracts/enterprise-spots';
import { Button } from '@/components/ui/button';
import { controlClassName, stateClassName } from '@/components/ui/field-shell';
import { TextField } from '@/components/ui/text-field';
import { spotTypes } from '@/lib/spot-types';
import { EditorSection } from './editor-section';
import type { PopupFormValues } from './popup-form-model';
import { useEditorError } from './use-editor-error';

/** Type, title, name, period and the operation-time lines. */
export function EditorBasicsSection({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('enterprise.editor');
  const typeLabel = useTranslations('popup.spotType');
  const errorText = useEditorError();
  const { register, control, watch, formState } = useFormContext<PopupFormValues>();
  const errors = formState.errors;
  const hours = useFieldArray({ control, name: 'operationTime' });
  const current = watch('type');
  // Popspot's own types are an admin's to give; a pop-up that has one keeps it.
  const types = spotTypes.filter(
    (type) => isAdmin || (COMPANY_SPOT_TYPES as readonly string[]).includes(type) || type === current,
  );

  return (
    <EditorSection title={t('sections.basics')}>
      <div className="flex flex-col">
        <label htmlFor="popup-type" className="mb-1.5 text-label font-semibold text-ink">
          {t('fields.type')}
        </label>
        <select
          id="popup-type"
          {...register('type')}
          className={`${controlClassName} ${stateClassName(false)} min-h-tap`}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
        {errors.type ? (
          <p role="alert" className="mt-1 text-caption font-medium text-danger">
            {errorText(errors.type.message)}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('fields.title')}
        {...register('title')}
        maxLength={ENTERPRISE_SPOT_LIMITS.title}
        showCount
        error={errorText(errors.title?.message)}
        autoComplete="off"
      />
      <TextField
        label={t('fields.name')}
        hint={t('hints.name')}
        {...register('name')}
        maxLength={ENTERPRISE_SPOT_LIMITS.name}
        error={errorText(errors.name?.message)}
        autoComplete="off"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          type="date"
          label={t('fields.openDate')}
          {...register('openDate')}
          error={errorText(errors.openDate?.message)}
        />
        <TextField
          type="date"
          label={t('fields.closeDate')}
          hint={t('hints.closeDate')}
          {...register('closeDate')}
          error={errorText(errors.closeDate?.message)}
        />
      </div>
      <div>
        <p className="mb-1.5 text-label font-semibold text-ink" id="operation-time-label">
          {t('fields.operationTime')}
        </p>
        <p className="mb-2 text-caption text-ink-muted">{t('hints.operationTime')}</p>
        <ul className="flex flex-col gap-2" aria-labelledby="operation-time-label">
          {hours.fields.map((row, index) => (
            <li key={row.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('fields.operationTimeLine', { n: index + 1 })}
                  hideLabel
                  {...register(`operationTime.${index}.value`)}
                  maxLength={ENTERPRISE_SPOT_LIMITS.operationTime}
                  placeholder={t('placeholders.operationTime')}
                  error={errorText(errors.operationTime?.[index]?.value?.message)}
                />
              </div>
              <Button variant="ghost" size="sm" onClick={() => hours.remove(index)}>
                {t('actions.removeRow')}
                <span className="sr-only">{t('fields.operationTimeLine', { n: index + 1 })}</span>
              </Button>
            </li>
          ))}
        </ul>
        {hours.fields.length < ENTERPRISE_SPOT_LIMITS.operationTimes ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => hours.append({ value: '' })}>
            {t('actions.addOperationTime')}
          </Button>
        ) : null}
      </div>
    </EditorSection>
  );
}
