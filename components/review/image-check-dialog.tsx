'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { ReviewImageProblem } from '@/lib/review-images';

const RULES: ReviewImageProblem[] = ['size', 'type', 'count'];

/**
 * 'Check your images' (spec 5): the three rules (10 MB or less; png, jpg, jpeg, webp, heic;
 * five or fewer), the broken ones marked. An upload the server refused (400/413) names no
 * rule. Too many images also says 'the maximum is 5'.
 */
export function ImageCheckDialog({ problems, onClose }: { problems: ReviewImageProblem[]; onClose: () => void }) {
  const t = useTranslations('review.imageCheck');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('title')}
      </h2>
      <div id={descriptionId}>
        {problems.includes('count') ? (
          <p className="mt-2 text-sm font-semibold text-red-600">{t('countMessage')}</p>
        ) : null}
        <ul className="mt-3 flex flex-col gap-1 rounded-xl bg-canvas px-4 py-3 text-left text-sm">
          {RULES.map((rule) => {
            const broken = problems.includes(rule);
            return (
              <li key={rule} className={broken ? 'font-semibold text-red-600' : 'text-ink-muted'}>
                · {t(`rules.${rule}`)}
                {broken ? <span className="sr-only"> {t('broken')}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
      >
        {t('confirm')}
      </button>
    </ModalDialog>
  );
}
