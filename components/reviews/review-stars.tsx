import { REVIEW_LIMITS } from '@/lib/constants';
import { StarIcon } from '@/components/ui/icons/star';

/**
 * A score as five stars, read out as one image ('별점 4점'). Fractions (an average of 4.3)
 * fill the stars up to the nearest half.
 */
export function ReviewStars({ score, label, size = 16 }: { score: number; label: string; size?: number }) {
  const halves = Math.round(score * 2);
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5 text-brand">
      {Array.from({ length: REVIEW_LIMITS.scoreMax }, (_, i) => {
        const fill = halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'none';
        if (fill === 'half') {
          return (
            <span key={i} className="relative inline-flex" style={{ width: size, height: size }}>
              <StarIcon filled={false} width={size} height={size} className="absolute inset-0 text-line" />
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: size / 2 }}>
                <StarIcon width={size} height={size} />
              </span>
            </span>
          );
        }
        return (
          <StarIcon
            key={i}
            filled={fill === 'full'}
            width={size}
            height={size}
            className={fill === 'full' ? undefined : 'text-line'}
          />
        );
      })}
    </span>
  );
}
