'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { ENTERPRISE_SPOT_LIMITS, type EnterpriseSpotImage } from '@/api/contracts/enterprise-spots';
import { useUploadCompanySpotImage } from '@/api/enterprise-spots';
import { Button } from '@/components/ui/button';
import { StoredImage } from '@/components/ui/stored-image';
import { REVIEW_LIMITS } from '@/lib/constants';
import { isAcceptedImageType, isHeic, jpegNameFor, REVIEW_IMAGE_ACCEPT } from '@/lib/review-images';
import { EditorSection } from './editor-section';

type Kind = EnterpriseSpotImage['kind'];

/**
 * The pop-up's images under the review uploads' rules: PNG, JPEG, WebP or HEIC (converted to
 * JPEG in the browser, the converter loaded on the first HEIC), at most 10 MB each. Each is
 * uploaded at once and joins the pop-up; order, kind (gallery or detail tab) and removal are
 * saved with the form. A new pop-up is saved once before images can be added.
 */
export function EditorImagesSection({
  spotId,
  images,
  onChange,
  onUploaded,
}: {
  spotId: number | null;
  images: EnterpriseSpotImage[];
  /** The person reordered, changed or removed images: saved with the form. */
  onChange: (next: EnterpriseSpotImage[]) => void;
  /** An upload is stored with the pop-up already: the list grows, nothing is left to save. */
  onUploaded: (next: EnterpriseSpotImage[]) => void;
}) {
  const t = useTranslations('enterprise.editor.images');
  const inputId = useId();
  const [kind, setKind] = useState<Kind>('HERO');
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Each upload is awaited in turn (mutateAsync): the list grows one image at a time.
  const { mutateAsync: upload } = useUploadCompanySpotImage();
  // Uploads finish one after another: each adds to the list as it is by then.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const add = async (files: FileList | null) => {
    if (!files || spotId === null) return;
    setProblem(null);
    for (const file of Array.from(files)) {
      if (latest.current.length >= ENTERPRISE_SPOT_LIMITS.images) {
        setProblem(t('tooMany', { max: ENTERPRISE_SPOT_LIMITS.images }));
        break;
      }
      if (!isAcceptedImageType(file)) {
        setProblem(t('badType'));
        continue;
      }
      setBusy((n) => n + 1);
      try {
        let blob: Blob = file;
        let name = file.name;
        if (isHeic(file)) {
          const { convertHeicToJpeg } = await import('@/components/shared/convert-heic');
          blob = await convertHeicToJpeg(file);
          name = jpegNameFor(file.name);
        }
        if (blob.size > REVIEW_LIMITS.maxImageBytes) {
          setProblem(t('tooLarge'));
          continue;
        }
        const uploaded = await upload({ spotId, file: new File([blob], name, { type: blob.type }), kind });
        latest.current = [...latest.current, uploaded];
        onUploaded(latest.current);
      } catch (error) {
        if (ApiError.is(error) && error.status === 413) setProblem(t('tooLarge'));
        else if (ApiError.is(error) && error.status === 400) setProblem(t('badType'));
        else setProblem(t('failed'));
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };

  return (
    <EditorSection title={t('title')} hint={t('hint')}>
      {spotId === null ? (
        <p className="text-body text-ink-muted">{t('saveFirst')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col">
            <label htmlFor={`${inputId}-kind`} className="mb-1.5 text-label font-semibold text-ink">
              {t('kindLabel')}
            </label>
            <select
              id={`${inputId}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
              className="min-h-tap rounded-control border border-line-strong bg-surface px-3 text-body"
            >
              <option value="HERO">{t('kind.HERO')}</option>
              <option value="DETAIL">{t('kind.DETAIL')}</option>
            </select>
          </div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-tap cursor-pointer items-center rounded-full border border-line-strong px-4 font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-strong"
          >
            {busy > 0 ? t('uploading') : t('add')}
            <input
              id={inputId}
              type="file"
              multiple
              accept={REVIEW_IMAGE_ACCEPT}
              className="sr-only"
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      <p aria-live="polite" className="text-caption font-medium text-danger">
        {problem}
      </p>
      {images.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col gap-2 rounded-xl border border-line p-2">
              <StoredImage
                src={image.path}
                alt={t('imageAlt', { n: index + 1 })}
                sizes="200px"
                className="aspect-square w-full rounded-lg object-cover"
              />
              <label className="flex flex-col text-caption">
                <span className="sr-only">{t('kindOf', { n: index + 1 })}</span>
                <select
                  value={image.kind}
                  onChange={(e) =>
                    onChange(images.map((it) => (it.id === image.id ? { ...it, kind: e.target.value as Kind } : it)))
                  }
                  className="min-h-tap rounded-control border border-line-strong bg-surface px-2"
                >
                  <option value="HERO">{t('kind.HERO')}</option>
                  <option value="DETAIL">{t('kind.DETAIL')}</option>
                </select>
              </label>
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('moveUp')}
                  <span className="sr-only">{t('imageAlt', { n: index + 1 })}</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={index === images.length - 1} onClick={() => move(index, 1)}>
                  {t('moveDown')}
                  <span className="sr-only">{t('imageAlt', { n: index + 1 })}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onChange(images.filter((it) => it.id !== image.id))}>
                  {t('remove')}
                  <span className="sr-only">{t('imageAlt', { n: index + 1 })}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : spotId !== null ? (
        <p className="text-caption text-ink-muted">{t('empty')}</p>
      ) : null}
    </EditorSection>
  );
}
