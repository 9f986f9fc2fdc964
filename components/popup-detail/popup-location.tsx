import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { displayAddress } from '@/lib/address';
import { MapPinIcon } from '@/components/ui/icons';

export function PopupLocation({ spot }: { spot: SpotDetail }) {
  const t = useTranslations('popup');
  return (
    <section aria-labelledby="popup-location" className="border-t border-line px-4 py-5">
      <h2 id="popup-location" className="mb-3 text-lg font-bold">
        {t('location')}
      </h2>
      <p className="flex gap-3 text-sm">
        <span className="flex w-24 shrink-0 items-center gap-1.5 self-start text-ink-muted">
          <MapPinIcon width={16} height={16} />
          {t('address')}
        </span>
        <span>{displayAddress(spot)}</span>
      </p>
    </section>
  );
}
