/**
 * The kinds of Popspot Pass partner businesses. The database stores these codes
 * (partners.categories); readers see their names from the locale files
 * (partner.category.<CODE>), never the codes.
 */
export const PARTNER_CATEGORIES = ['CAFE', 'BAKERY', 'FOOD', 'BAR', 'SHOP', 'ACTIVITY'] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export function isPartnerCategory(code: string): code is PartnerCategory {
  return (PARTNER_CATEGORIES as readonly string[]).includes(code);
}
