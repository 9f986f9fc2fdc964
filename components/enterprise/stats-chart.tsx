'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { wholeNumberScale, wholeNumberTicks } from '@/lib/whole-number-ticks';

/** One line of a chart; its numbers are also in the section's table. */
export type ChartLine = {
  label: string;
  values: (number | null)[];
  /** Each day's value as the legend says it ("1,200", "75%", "–"). */
  display: string[];
  color: string;
  /** 'left': counts on the left axis; 'right': a second measure (minutes, %, score) on the right. */
  axis: 'left' | 'right';
  /** Drawn as bars (counts) rather than a line. */
  bars?: boolean;
};

type Props = {
  /** The x axis' short day labels ("3/2"). */
  dayLabels: string[];
  /** The legend's day names ("3월 2일 (월)"). */
  dayNames: string[];
  lines: ChartLine[];
  /** The day picker's name ("날짜 고르기"). */
  pickLabel: string;
};

const HEIGHT = 220;
/** Whole-number ticks on the count axis: about one per 40 px of its height. */
const MAX_COUNT_TICKS = 5;

/** The library's module, fetched once for all the page's charts. */
const importLibrary = () => import('uplot');
let library: ReturnType<typeof importLibrary> | null = null;
const loadLibrary = () =>
  (library ??= importLibrary().catch((error: unknown) => {
    library = null; // a later mount tries again
    throw error;
  }));

/**
 * A chart of daily figures, drawn by uPlot (decision 046), with a legend that always shows
 * each line's name and its value on the chosen day (the latest at first): on a phone there
 * is no hover. A tap on the chart or the day slider (arrow keys) chooses the day, marked by
 * a dashed line. uPlot is imported when the chart mounts, so its code is a chunk of its own
 * that only the console's statistics page loads. The canvas is for the eye only
 * (aria-hidden); the legend is text, and the section's table has every number.
 */
export function StatsChart({ dayLabels, dayNames, lines, pickLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const last = Math.max(0, dayLabels.length - 1);
  const [selected, setSelected] = useState(last);
  // Read by the draw hook, which the library calls outside React.
  const selectedRef = useRef(selected);
  const pickId = useId();

  useEffect(() => {
    selectedRef.current = selected;
    chartRef.current?.redraw(false, false);
  }, [selected]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    // The chart takes the box's width, never more: nothing scrolls sideways at 320 px.
    const width = () => element.clientWidth || 280;

    void loadLibrary().then(
      ({ default: UPlot }) => {
        if (cancelled) return;
        const hasRight = lines.some((line) => line.axis === 'right');
        const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
        const options: uPlot.Options = {
          width: width(),
          height: HEIGHT,
          // The legend is ours (below), in the reader's language and without hover.
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: {
            x: { time: false },
            left: { range: (_u, _min, max) => [0, wholeNumberScale(max, MAX_COUNT_TICKS).top] },
          },
          axes: [
            {
              space: 48,
              incrs: [1, 2, 7, 14, 30, 60, 90],
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (dayLabels[i] ?? '') : '')),
            },
            {
              scale: 'left',
              splits: (_u, _axis, _min, max) => wholeNumberTicks(max, MAX_COUNT_TICKS),
              values: (_u, splits) => splits.map((v) => v.toLocaleString()),
            },
            ...(hasRight ? [{ scale: 'right', side: 1, grid: { show: false } } satisfies uPlot.Axis] : []),
          ],
          series: [
            {},
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
          hooks: {
            // The chosen day: a dashed line across the plot.
            draw: [
              (u) => {
                const x = u.valToPos(selectedRef.current, 'x', true);
                if (!Number.isFinite(x)) return;
                u.ctx.save();
                u.ctx.strokeStyle = '#6b7280';
                u.ctx.lineWidth = 1;
                u.ctx.setLineDash([4, 4]);
                u.ctx.beginPath();
                u.ctx.moveTo(x, u.bbox.top);
                u.ctx.lineTo(x, u.bbox.top + u.bbox.height);
                u.ctx.stroke();
                u.ctx.restore();
              },
            ],
          },
        };
        const data: uPlot.AlignedData = [dayLabels.map((_, i) => i), ...lines.map((line) => line.values)];
        chart = new UPlot(options, data, element);
        chartRef.current = chart;
        const plot = chart;
        // A tap (or click) on the plot chooses the nearest day.
        plot.over.addEventListener('click', (event) => {
          const left = event.clientX - plot.over.getBoundingClientRect().left;
          const index = plot.posToIdx(left);
          if (Number.isInteger(index) && index >= 0 && index < dayLabels.length) setSelected(index);
        });
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
        observer.observe(element);
      },
      () => {
        // The chart could not load (offline): the legend and the table still have every number.
      },
    );

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      chartRef.current = null;
    };
  }, [dayLabels, lines]);

  const day = Math.min(selected, last);
  return (
    <div className="flex flex-col gap-2">
      <div ref={box} aria-hidden="true" className="min-h-[220px] w-full overflow-hidden text-xs" />
      {dayLabels.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={pickId} className="text-xs text-ink-muted">
            {pickLabel}
          </label>
          <input
            id={pickId}
            type="range"
            min={0}
            max={last}
            step={1}
            value={day}
            aria-valuetext={dayNames[day]}
            onChange={(event) => setSelected(Number(event.target.value))}
            className="min-h-tap w-full accent-brand"
          />
        </div>
      ) : null}
      <div aria-live="polite" className="rounded-xl bg-canvas px-3 py-2">
        <p className="text-xs font-semibold text-ink">{dayNames[day]}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-label">
          {lines.map((line) => (
            <div key={line.label} className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: line.color }} />
              <dt className="text-ink-muted">{line.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{line.display[day]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
