'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ReviewFile, ReviewMetric } from '@/api/contracts/reviews';
import { ProfileAvatar } from '@/components/shared/profile-avatar';
import { CheckIcon } from '@/components/ui/icons/check';
import { StoredImage } from '@/components/ui/stored-image';
import { formatSeoulDate } from '@/lib/format-date';
import { openImageViewer } from '@/stores/image-viewer-store';
import { ReviewStars } from './review-stars';

type Props = {
  /** Who wrote it (the list) or which pop-up it is about (my reviews). */
  header: ReactNode;
  score: number;
  content: string;
  createdAt: string;
  visitDate: string | null;
  metrics: ReviewMetric[];
  files: ReviewFile[];
  /** The writer, named in photo descriptions ('팝스팟님의 리뷰 사진 1'); null for my own reviews. */
  author: string | null;
  /** Helpful button, or my review's actions. */
  footer?: ReactNode;
};

/**
 * One review as the tab and my review history show it: header, stars and date, the visit
 * date, the text, the ticked items and the photos. A photo opens the page's full-screen
 * viewer on this review's photos.
 */
export function ReviewCard({ header, score, content, createdAt, visitDate, metrics, files, author, footer }: Props) {
  const t = useTranslations('review.card');
  const locale = useLocale();
  const images = files.map((file, i) => ({
    src: file.path,
    alt: author === null ? t('ownImageAlt', { index: i + 1 }) : t('imageAlt', { name: author, index: i + 1 }),
  }));

  return (
    <article className="flex flex-col gap-2 py-5">
      {header}
      <div className="flex items-center gap-2 text-xs text-ink-muted">
        <ReviewStars score={score} label={t('score', { score })} size={14} />
        <span>{formatSeoulDate(createdAt, locale)}</span>
        {visitDate ? (
          <span>· {t('visited', { date: formatSeoulDate(`${visitDate}T00:00:00+09:00`, locale) })}</span>
        ) : null}
      </div>
      <p className="text-sm leading-6 whitespace-pre-line">{content}</p>
      {metrics.length > 0 ? (
        <ul aria-label={t('metrics')} className="flex flex-wrap gap-1.5">
          {metrics.map((metric) => (
            <li key={metric.id} className="rounded-full bg-canvas px-2.5 py-1 text-xs text-ink-muted">
              {metric.name}
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul aria-label={t('images')} className="flex gap-2 overflow-x-auto">
          {images.map((image, index) => (
            <li key={files[index].id} className="shrink-0">
              <button
                type="button"
                aria-label={
                  author === null
                    ? t('ownOpenImage', { index: index + 1 })
                    : t('openImage', { name: author, index: index + 1 })
                }
                onClick={(event) => openImageViewer(images, index, event.currentTarget)}
                className="block size-20 cursor-zoom-in overflow-hidden rounded-lg bg-canvas"
              >
                <StoredImage src={image.src} alt="" sizes="80px" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {footer ? <div className="mt-1 flex items-center gap-2">{footer}</div> : null}
    </article>
  );
}

/**
 * The list's header: the reviewer's picture and nickname, a 'my review' mark, and the
 * 'visit verified' badge (decision 042), said in words and not only by its colour.
 */
export function ReviewAuthor({
  nickname,
  imageUrl,
  mine,
  verified = false,
}: {
  nickname: string;
  imageUrl: string | null;
  mine: boolean;
  verified?: boolean;
}) {
  const t = useTranslations('review.card');
  return (
    <div className="flex items-center gap-2">
      {/* Decorative next to the nickname, which names the writer. */}
      <span aria-hidden="true" className="inline-flex">
        <ProfileAvatar src={imageUrl} label="" size={32} />
      </span>
      <span className="text-sm font-semibold">{nickname}</span>
      {mine ? (
        <span className="rounded bg-brand-soft px-1.5 py-0.5 text-[11px] text-brand-strong">{t('mine')}</span>
      ) : null}
      {verified ? (
        <span className="inline-flex items-center gap-0.5 rounded bg-success-soft px-1.5 py-0.5 text-[11px] font-semibold text-success">
          <CheckIcon width={12} height={12} strokeWidth={3} />
          {t('visitVerified')}
        </span>
      ) : null}
    </div>
  );
}
