'use client';

import { usePathname } from '@/i18n/navigation';
import { useBackNavigation } from '@/hooks/use-back-navigation';
import { ChevronLeftIcon } from '@/components/ui/icons';

/** Header back button; on the home page there is nowhere "back" in the app, so it hides. */
export function BackButton({ label }: { label: string }) {
  const pathname = usePathname();
  const goBack = useBackNavigation();
  if (pathname === '/') return <span className="size-11" aria-hidden="true" />;
  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
    >
      <ChevronLeftIcon />
    </button>
  );
}
