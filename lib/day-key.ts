/** A day as URLs, date inputs and the API write it: 'YYYY-MM-DD'. */
export const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' has the form but is no day). */
export function isDayKey(value: string | null | undefined): value is string {
  if (!value || !DAY_KEY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
