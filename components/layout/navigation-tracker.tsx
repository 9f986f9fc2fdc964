'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useNavigationStore } from '@/stores/navigation-store';

/** Counts client-side route changes (not the first render) for the back button. */
export function NavigationTracker() {
  const pathname = usePathname();
  const recordNavigation = useNavigationStore((s) => s.recordNavigation);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    recordNavigation();
  }, [pathname, recordNavigation]);
  return null;
}
