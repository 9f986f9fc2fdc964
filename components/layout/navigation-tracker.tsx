'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/client-navigation';
import { useNavigationStore } from '@/stores/navigation-store';

/**
 * Counts client-side route changes for the back button. It compares with the previous
 * pathname rather than skipping "the first run": React's Strict Mode runs effects twice on
 * mount, which would otherwise count a navigation that never happened.
 */
export function NavigationTracker() {
  const pathname = usePathname();
  const recordNavigation = useNavigationStore((s) => s.recordNavigation);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== pathname) recordNavigation();
    previous.current = pathname;
  }, [pathname, recordNavigation]);
  return null;
}
