/**
 * An id from a page's path: a positive integer that fits the database's integer ("abc",
 * "1.5", "0", "007" are null, and the page shows not found).
 */
export function parseRouteId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}
