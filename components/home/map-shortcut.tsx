import { useTranslations } from 'next-intl';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { Link } from '@/i18n/navigation';

/** The way to the map search (/popup/map), as a wide banner link. */
export function MapShortcut() {
  const t = useTranslations('home.map');
  return (
    <div className="px-4 py-4">
      <Link
        href="/popup/map"
        className="flex items-center justify-between gap-3 rounded-2xl bg-brand-soft px-4 py-4 hover:bg-brand-soft/70"
      >
        <MapPinIcon className="size-6 shrink-0 text-brand-strong" />
        <span className="flex flex-1 flex-col">
          <span className="font-bold text-brand-strong">{t('title')}</span>
          <span className="text-sm text-ink-muted">{t('description')}</span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-brand-strong" />
      </Link>
    </div>
  );
}
