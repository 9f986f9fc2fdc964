import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware replacements for next/link and next/navigation: `<Link href="/popup/1">`
 * becomes `/popup/1` in Korean and `/en/popup/1` in English.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
