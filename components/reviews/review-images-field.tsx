'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { CameraIcon } from '@/components/ui/icons/camera';
import { CloseIcon } from '@/components/ui/icons/close';
import { StoredImage } from '@/components/ui/stored-image';
import { REVIEW_LIMITS } from '@/lib/constants';
import { REVIEW_IMAGE_ACCEPT } from '@/lib/review-images';
import type { UploadItem } from './use-review-uploads';

type Props = {
  items: UploadItem[];
  /** Places left on the review: five less the photos shown. */
  slots: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/**
 * The photos of the review form: an 'add' tile that opens the file chooser (several at once),
 * then each photo with its upload progress and a remove button. With no place left the tile
 * is disabled and says why (the reason is its description).
 */
export function ReviewImagesField({ items, slots, onAdd, onRemove }: Props) {
  const t = useTranslations('review.form');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const fullId = useId();
  const full = slots <= 0;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-semibold">
        {t('imagesLegend')}{' '}
        <span className="font-normal text-ink-muted tabular-nums">
          {items.length}/{REVIEW_LIMITS.maxImages}
        </span>
      </legend>
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {t('imagesHint')}
      </p>
      {full ? (
        <p id={fullId} className="mt-1 text-xs text-ink-muted">
          {t('imagesFull', { max: REVIEW_LIMITS.maxImages })}
        </p>
      ) : null}
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        <li className="shrink-0">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={REVIEW_IMAGE_ACCEPT}
            multiple
            aria-label={t('addImage')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Reset so choosing the same file again still fires a change.
              event.target.value = '';
              if (files.length) onAdd(files);
            }}
          />
          <button
            type="button"
            disabled={full}
            aria-describedby={full ? fullId : undefined}
            onClick={() => inputRef.current?.click()}
            className="flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-line text-xs text-ink-muted disabled:cursor-not-allowed disabled:opacity-50"
          >
            <CameraIcon width={22} height={22} />
            {t('addImage')}
          </button>
        </li>
        {items.map((item, index) => (
          <li key={item.key} className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-canvas">
            {item.previewUrl ? (
              // A stored image's variants, or the picked file's own preview while it uploads.
              <StoredImage
                src={item.previewUrl}
                alt={t('imageAlt', { index: index + 1 })}
                sizes="80px"
                className="size-full object-cover"
              />
            ) : (
              <span role="img" aria-label={t('imageAlt', { index: index + 1 })} className="block size-full" />
            )}
            {item.status !== 'done' ? (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/45 px-2 text-[11px] text-white">
                {item.status === 'converting'
                  ? t('converting')
                  : t('uploading', { percent: Math.round(item.progress * 100) })}
                <progress
                  max={100}
                  value={item.status === 'converting' ? undefined : Math.round(item.progress * 100)}
                  aria-label={t('progressLabel', { index: index + 1 })}
                  className="h-1 w-full overflow-hidden rounded-full accent-brand"
                />
              </span>
            ) : null}
            <button
              type="button"
              aria-label={t('removeImage', { index: index + 1 })}
              onClick={() => onRemove(item.key)}
              className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-black/60 text-white"
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
