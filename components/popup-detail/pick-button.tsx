'use client';

import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { usePick } from '@/hooks/use-pick';
import { HeartIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/locales';

/**
 * The pick (bookmark) toggle beside the share button. A toggle button: one fixed name and
 * aria-pressed for the state (the WAI-ARIA pattern: a name that changed with the state would
 * read as the opposite action). Anonymous readers get the login modal from usePick.
 */
export function PickButton({ spot, lang }: { spot: SpotDetail; lang: Locale }) {
  const t = useTranslations('popup.pick');
  const { picked, pending, toggle } = usePick(spot, lang);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-busy={pending || undefined}
      aria-label={t('label')}
      onClick={toggle}
      className={`inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-canvas ${
        picked ? 'text-brand' : 'text-ink'
      }`}
    >
      <HeartIcon filled={picked} width={22} height={22} />
    </button>
  );
}
