/**
 * An axis for whole counts (views, picks, teams): ticks are whole numbers from 0, at most
 * `maxTicks` steps up to a top at or above the largest value. A charting library's default
 * step for a top of 10 may be 2.5, which reads as "two and a half picks".
 */
export function wholeNumberScale(max: number, maxTicks = 5): { top: number; step: number } {
  const highest = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  const rough = highest / Math.max(1, maxTicks);
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  // 1, 2 or 5 times a power of ten, never below one.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 1);
  return { top: Math.ceil(highest / step) * step, step };
}

/** The ticks of `wholeNumberScale(max)`: 0, step, 2·step, ..., top. */
export function wholeNumberTicks(max: number, maxTicks = 5): number[] {
  const { top, step } = wholeNumberScale(max, maxTicks);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
