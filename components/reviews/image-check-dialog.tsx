'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ReviewImageProblem } from '@/lib/review-images';

const RULES: ReviewImageProblem[] = ['size', 'type', 'count'];

/**
 * 'Check your images' (spec 5): the three rules (10 MB or less; png, jpg, jpeg, webp, heic;
 * five or fewer), the broken ones marked. An upload the server refused (400/413) names no
 * rule. Too many images also says 'the maximum is 5'.
 */
export function ImageCheckDialog({ problems, onClose }: { problems: ReviewImageProblem[]; onClose: () => void }) {
  const t = useTranslations('review.imageCheck');
  return (
    <ConfirmDialog
      title={t('title')}
      description={
        <>
          {problems.includes('count') ? <p className="font-semibold text-danger">{t('countMessage')}</p> : null}
          <ul className="mt-3 flex flex-col gap-1 rounded-card bg-canvas px-4 py-3 text-left text-label">
            {RULES.map((rule) => {
              const broken = problems.includes(rule);
              return (
                <li key={rule} className={broken ? 'font-semibold text-danger' : 'text-ink-muted'}>
                  · {t(`rules.${rule}`)}
                  {broken ? <span className="sr-only"> {t('broken')}</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      }
      confirmLabel={t('confirm')}
      onConfirm={onClose}
    />
  );
}
