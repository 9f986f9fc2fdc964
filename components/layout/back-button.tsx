'use client';

import { usePathname } from '@/i18n/client-navigation';
import { useBackNavigation } from '@/hooks/use-back-navigation';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';

/** Header back button; on the home page there is nowhere "back" in the app, so it hides. */
export function BackButton({ label }: { label: string }) {
  const pathname = usePathname();
  const goBack = useBackNavigation();
  if (pathname === '/') return <span className="size-tap shrink-0" aria-hidden="true" />;
  return <IconButton label={label} icon={<ChevronLeftIcon />} onClick={goBack} />;
}
