import { COUNT_DISPLAY_CAP } from './popup-detail-constants';

/** Counts in tab labels: 1000 and above read "999+" so the label keeps its width. */
export function formatCappedCount(count: number, cap: number = COUNT_DISPLAY_CAP): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
