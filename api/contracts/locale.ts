import { z } from 'zod';
import { LOCALES } from '@/lib/locales';

/**
 * The one schema of a language: `?lang=` on public reads, `contentLocale` in answers. Kept
 * apart from lib/locales.ts so that code needing only the list (routing, in every page's
 * bundle) does not pull zod in.
 */
export const localeSchema = z.enum(LOCALES);
