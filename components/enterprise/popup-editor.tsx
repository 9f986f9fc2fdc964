'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import type { EnterpriseSpot, EnterpriseSpotImage } from '@/api/contracts/enterprise-spots';
import { adminCompanyQueries } from '@/api/admin-companies';
import { enterpriseSpotQueries, useCreateCompanySpot, useUpdateCompanySpot } from '@/api/enterprise-spots';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { useRouter } from '@/i18n/client-navigation';
import { Link } from '@/i18n/navigation';
import { showToast } from '@/stores/toast-store';
import { EditorBasicsSection } from './editor-basics-section';
import { EditorReservationSection, EditorTagsSection, EditorTextsSection } from './editor-details-section';
import { EditorImagesSection } from './editor-images-section';
import { EditorPlaceSection } from './editor-place-section';
import { EditorTranslationsSection } from './editor-translations-section';
import {
  emptyPopupForm,
  formFromRecord,
  inputFromForm,
  messageOfServerField,
  popupFormResolver,
  type PopupFormValues,
} from './popup-form-model';
import { PopupStatusActions } from './popup-status-actions';
import { SpotStatusBadge } from './spot-status-badge';

type Common = { isAdmin: boolean; mapStyleUrl: string | null };

/** Field errors from the API's 400 (same rules as the form's own check) onto their fields. */
function showServerErrors(form: UseFormReturn<PopupFormValues>, error: unknown): boolean {
  if (!ApiError.is(error) || error.status !== 400 || !error.fieldErrors) return false;
  let first = true;
  for (const key of Object.keys(error.fieldErrors)) {
    const { field, message } = messageOfServerField(key);
    form.setError(
      field as FieldPath<PopupFormValues>,
      { type: 'server', message: JSON.stringify(message) },
      {
        shouldFocus: first,
      },
    );
    first = false;
  }
  return true;
}

/** The editor's body: every section, then the save button; read-only for STAFF. */
function EditorForm({
  form,
  onSubmit,
  pending,
  submitLabel,
  readOnly,
  isAdmin,
  mapStyleUrl,
  images,
}: Common & {
  form: UseFormReturn<PopupFormValues>;
  onSubmit: (values: PopupFormValues) => void;
  pending: boolean;
  submitLabel: string;
  readOnly: boolean;
  images: React.ReactNode;
}) {
  const t = useTranslations('enterprise.editor');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit, () => showToast({ message: t('fixErrors') }))}
        className="flex flex-col gap-6"
      >
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <EditorBasicsSection isAdmin={isAdmin} />
          <EditorPlaceSection mapStyleUrl={mapStyleUrl} />
          {images}
          <EditorTagsSection />
          <EditorTextsSection />
          <EditorReservationSection />
          <EditorTranslationsSection />
        </fieldset>
        {readOnly ? (
          <p className="text-body text-ink-muted">{t('readOnly')}</p>
        ) : (
          // Sticks just above the tab bar; toasts keep off it (data-toast-avoid, toast-placement.ts)
          // rather than sitting on the save button.
          <div
            data-toast-avoid
            className="sticky bottom-[calc(var(--spacing-tabbar)+env(safe-area-inset-bottom)+0.5rem)] z-10 flex justify-end gap-2 rounded-2xl border border-line bg-surface/95 px-4 py-3 shadow-sm"
          >
            <Link href="/enterprise" className={buttonClassName({ variant: 'ghost' })}>
              {t('actions.back')}
            </Link>
            <Button type="submit" loading={pending} size="lg">
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/**
 * /enterprise/popups/new: every field, then "create" (unpublished); images come after the
 * first save. The header names the company: a member's own (`companyName`), or for an admin
 * working for another company the name from the companies list (prefetched by the page).
 */
export function NewPopupEditor({
  companyId,
  companyName,
  ...common
}: Common & { companyId: number; companyName?: string }) {
  const t = useTranslations('enterprise.editor');
  const router = useRouter();
  const { data: listedName } = useQuery({
    ...adminCompanyQueries.list(),
    enabled: companyName === undefined,
    select: (list) => list.find((c) => c.id === companyId)?.name,
  });
  const name = companyName ?? listedName;
  const form = useForm<PopupFormValues>({ defaultValues: emptyPopupForm(), resolver: popupFormResolver });
  const create = useCreateCompanySpot(companyId);
  const onSubmit = (values: PopupFormValues) =>
    create.mutate(inputFromForm(values), {
      onSuccess: ({ id }) => {
        showToast({ message: t('created') });
        router.replace(`/enterprise/popups/${id}`);
      },
      onError: (error) => {
        if (showServerErrors(form, error)) showToast({ message: t('fixErrors') });
      },
    });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        {name ? (
          <p lang="ko" className="text-caption text-ink-muted">
            {name}
          </p>
        ) : null}
        <h1 className="text-headline font-bold text-ink">{t('newTitle')}</h1>
      </header>
      <EditorForm
        {...common}
        form={form}
        onSubmit={onSubmit}
        pending={create.isPending}
        submitLabel={t('actions.create')}
        readOnly={false}
        images={<EditorImagesSection spotId={null} images={[]} onChange={() => {}} onUploaded={() => {}} />}
      />
    </div>
  );
}

/** /enterprise/popups/{id}: the stored pop-up, saved as a whole; publish, unpublish, delete. */
export function PopupEditor({ spotId, canWrite, ...common }: Common & { spotId: number; canWrite: boolean }) {
  const { data: spot } = useQuery(enterpriseSpotQueries.spot(spotId));
  if (!spot) return null;
  return <LoadedEditor key={spot.id} spot={spot} canWrite={canWrite} {...common} />;
}

function LoadedEditor({ spot, canWrite, ...common }: Common & { spot: EnterpriseSpot; canWrite: boolean }) {
  const t = useTranslations('enterprise.editor');
  const form = useForm<PopupFormValues>({ defaultValues: formFromRecord(spot), resolver: popupFormResolver });
  const [images, setImages] = useState<EnterpriseSpotImage[]>(spot.images);
  const [imagesDirty, setImagesDirty] = useState(false);
  const update = useUpdateCompanySpot(spot.id);
  const onSubmit = (values: PopupFormValues) =>
    update.mutate(
      { ...inputFromForm(values), images: images.map((i) => ({ id: i.id, kind: i.kind })) },
      {
        onSuccess: (saved) => {
          form.reset(formFromRecord(saved));
          setImages(saved.images);
          setImagesDirty(false);
          showToast({ message: t('saved') });
        },
        onError: (error) => {
          if (showServerErrors(form, error)) showToast({ message: t('fixErrors') });
        },
      },
    );
  const dirty = form.formState.isDirty || imagesDirty;
  const publicHref = `/popup/${spot.id}`;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <SpotStatusBadge status={spot.status} />
          <h1 lang="ko" className="mt-1 text-headline font-bold break-words text-ink">
            {spot.title}
          </h1>
          <nav aria-label={t('links.label')} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-label">
            {spot.status === 'PUBLISHED' ? (
              <Link href={publicHref} className="text-brand-strong underline">
                {t('viewPublic')}
              </Link>
            ) : (
              <Link href={`/enterprise/popups/${spot.id}/preview`} className="text-brand-strong underline">
                {t('links.preview')}
              </Link>
            )}
            <Link href={`/enterprise/popups/${spot.id}/stats`} className="text-brand-strong underline">
              {t('links.stats')}
            </Link>
            <Link href={`/enterprise/popups/${spot.id}/operations`} className="text-brand-strong underline">
              {t('links.operations')}
            </Link>
          </nav>
        </div>
        {canWrite ? <PopupStatusActions spotId={spot.id} status={spot.status} dirty={dirty} /> : null}
      </header>
      <EditorForm
        {...common}
        form={form}
        onSubmit={onSubmit}
        pending={update.isPending}
        submitLabel={t('actions.save')}
        readOnly={!canWrite}
        images={
          <EditorImagesSection
            spotId={spot.id}
            images={images}
            onChange={(next) => {
              setImages(next);
              setImagesDirty(true);
            }}
            onUploaded={setImages}
          />
        }
      />
    </div>
  );
}
