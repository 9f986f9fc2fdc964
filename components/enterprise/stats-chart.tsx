'use client';

import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/** One line of a chart; its numbers are also in the section's table. */
export type ChartLine = {
  label: string;
  values: (number | null)[];
  color: string;
  /** 'left': counts on the left axis; 'right': a second measure (minutes, %, score) on the right. */
  axis: 'left' | 'right';
  /** Drawn as bars (counts) rather than a line. */
  bars?: boolean;
};

const HEIGHT = 220;

/** The library's module, fetched once for all the page's charts. */
const importLibrary = () => import('uplot');
let library: ReturnType<typeof importLibrary> | null = null;
const loadLibrary = () =>
  (library ??= importLibrary().catch((error: unknown) => {
    library = null; // a later mount tries again
    throw error;
  }));

/**
 * A chart of daily figures, drawn by uPlot (decision 046). uPlot is imported when the chart
 * mounts, so its code is a chunk of its own that only the console's statistics page loads.
 * Its stylesheet (under 1 KB) comes with the page that renders this (the statistics page).
 * For the eye only (aria-hidden): the section's table carries the same numbers for everyone.
 */
export function StatsChart({ dayLabels, lines }: { dayLabels: string[]; lines: ChartLine[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    void loadLibrary().then(
      ({ default: UPlot }) => {
        if (cancelled) return;
        const hasRight = lines.some((line) => line.axis === 'right');
        const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
        const options: uPlot.Options = {
          width: Math.max(element.clientWidth, 280),
          height: HEIGHT,
          legend: { show: true, live: true },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false }, left: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [
            {
              space: 48,
              incrs: [1, 2, 7, 14, 30, 60, 90],
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (dayLabels[i] ?? '') : '')),
            },
            { scale: 'left' },
            ...(hasRight ? [{ scale: 'right', side: 1, grid: { show: false } } satisfies uPlot.Axis] : []),
          ],
          series: [
            { label: '', value: (_u, i) => (i === null ? '' : (dayLabels[i] ?? '')) },
            ...lines.map((line): uPlot.Series => ({
              label: line.label,
              scale: line.axis,
              stroke: line.color,
              fill: line.bars ? `${line.color}55` : undefined,
              width: 2,
              paths: line.bars ? bars : undefined,
              points: { show: !line.bars && dayLabels.length <= 31 },
              spanGaps: false,
            })),
          ],
        };
        const data: uPlot.AlignedData = [dayLabels.map((_, i) => i), ...lines.map((line) => line.values)];
        chart = new UPlot(options, data, element);
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
        );
        observer.observe(element);
      },
      () => {
        // The chart could not load (offline): the table below still has every number.
      },
    );

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dayLabels, lines]);

  return <div ref={box} aria-hidden="true" className="min-h-[220px] w-full overflow-hidden text-xs" />;
}
