/**
 * A distance in the reader's language: metres under 1 km ("350m", "350 m"), kilometres with
 * one decimal above ("1.2km"), whole kilometres from 10 km. Intl's unit formatting gives each
 * language its own spacing and symbols; the split keeps "0.3 km" from ever showing.
 */
export function formatDistance(metres: number, locale: string): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  if (metres < 1000) {
    // Below 1 km, round to 10 m: GPS-derived distances are not precise to the metre.
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    if (rounded < 1000) {
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(rounded);
    }
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
