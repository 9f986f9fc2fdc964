import type { z } from 'zod';

/** The longest date range the search accepts (a year, leap day included). */
const MAX_RANGE_DAYS = 366;

type RefinementContext = z.core.$RefinementCtx<unknown>;
type DateQuery = { dateFilter: 'all' | 'today' | 'range'; startDate?: string; endDate?: string };

function dayNumber(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  // 2026-02-31 parses in some engines by rolling over; the round trip catches it.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / 86_400_000;
}

/**
 * dateFilter=range needs startDate and endDate (real days, end not before start, at most
 * MAX_RANGE_DAYS apart); other date filters ignore the two. Each problem is a field error
 * of the 400 answer, under the field the user has to fix.
 */
export function checkDateRange(query: DateQuery, ctx: RefinementContext): void {
  const start = query.startDate ? dayNumber(query.startDate) : null;
  const end = query.endDate ? dayNumber(query.endDate) : null;
  if (query.startDate && start === null) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Not a calendar day' });
  }
  if (query.endDate && end === null) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Not a calendar day' });
  }
  if (query.dateFilter !== 'range') return;
  if (!query.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Required for dateFilter=range' });
  if (!query.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Required for dateFilter=range' });
  if (start === null || end === null) return;
  if (end < start) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
  } else if (end - start > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `At most ${MAX_RANGE_DAYS} days after startDate` });
  }
}

/** latitude and longitude together or not at all: one alone is a client bug, not a position. */
export function checkPosition(query: { latitude?: number; longitude?: number }, ctx: RefinementContext): void {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    const path = query.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [path], message: 'Give both latitude and longitude, or neither' });
  }
}

/** The viewport's south-west corner must lie south and west of its north-east corner. */
export function checkBounds(
  query: { swLat: number; swLng: number; neLat: number; neLng: number },
  ctx: RefinementContext,
): void {
  if (!(query.swLat < query.neLat)) {
    ctx.addIssue({ code: 'custom', path: ['neLat'], message: 'neLat must be greater than swLat' });
  }
  if (!(query.swLng < query.neLng)) {
    ctx.addIssue({ code: 'custom', path: ['neLng'], message: 'neLng must be greater than swLng' });
  }
}
