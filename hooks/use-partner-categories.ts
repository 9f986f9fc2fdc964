import { useTranslations } from 'next-intl';
import { isPartnerCategory } from '@/lib/partner-category';

/**
 * A partner's category codes ('CAFE', 'FOOD') as names in the reader's language ('카페',
 * 'Café'): one by one (chips) or as one line joined the language's way. A code this version
 * doesn't know has no name in any language and is left out rather than shown raw. No
 * 'use client': the partner page is a server component.
 */
export function usePartnerCategories() {
  const t = useTranslations('partner');
  const names = (codes: readonly string[]) => codes.filter(isPartnerCategory).map((code) => t(`category.${code}`));
  return { names, line: (codes: readonly string[]) => names(codes).join(t('categorySeparator')) };
}
