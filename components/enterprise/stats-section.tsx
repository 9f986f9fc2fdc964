import { StatsChart, type ChartLine } from './stats-chart';

/** One measure of a section: a column of its table and, with `chart`, a line of its chart. */
export type StatsColumn = {
  /** The column's header, with its unit: "Views (times)". */
  label: string;
  /** count: whole numbers; decimal: one or two decimals; percent: a 0..1 ratio shown as %. */
  kind: 'count' | 'decimal' | 'percent';
  values: (number | null)[];
  total: number | null;
  chart?: Omit<ChartLine, 'label' | 'values' | 'display'> & { label?: string };
};

type Props = {
  id: string;
  title: string;
  /** What the figures mean, under the heading. */
  description?: string;
  /** The table's caption: what, over which days, in what units. */
  caption: string;
  /** The headers of the first column and of the totals row, and what an empty cell says. */
  labels: { date: string; total: string; noValue: string; showTable: string; empty: string; pickDay: string };
  /** The table's day headers ("Mon, 2 Mar") and the chart's axis labels ("3/2"). */
  days: string[];
  axisDays: string[];
  columns: StatsColumn[];
  locale: string;
};

/**
 * A section of the statistics page: its heading, a chart drawn in the browser, and the same
 * figures in a table with a caption and units (behind "show as table", always in the page
 * for assistive technology and search in the page). A range with nothing to count says so.
 */
export function StatsSection({ id, title, description, caption, labels, days, axisDays, columns, locale }: Props) {
  const empty = columns.every((column) => column.values.every((value) => !value));
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const format = (kind: StatsColumn['kind'], value: number | null) => {
    if (value === null) return labels.noValue;
    if (kind === 'percent') return percent.format(value);
    return (kind === 'count' ? count : decimal).format(value);
  };
  const lines: ChartLine[] = columns
    .filter((column) => column.chart)
    .map((column) => ({
      ...column.chart!,
      label: column.chart!.label ?? column.label,
      values: column.kind === 'percent' ? column.values.map((v) => (v === null ? null : v * 100)) : column.values,
      display: column.values.map((v) => format(column.kind, v)),
    }));

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-2xl border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-label text-ink-muted">{description}</p> : null}
      {empty ? (
        <p className="mt-4 rounded-xl bg-canvas px-4 py-6 text-center text-label text-ink-muted">{labels.empty}</p>
      ) : (
        <>
          {lines.length > 0 ? (
            <div className="mt-3">
              <StatsChart dayLabels={axisDays} dayNames={days} lines={lines} pickLabel={labels.pickDay} />
            </div>
          ) : null}
          <details className="mt-3 text-label" open={lines.length === 0}>
            <summary className="min-h-tap cursor-pointer content-center font-semibold">{labels.showTable}</summary>
            {/* Scrolls on a narrow screen: focusable, so the keyboard can scroll it too. */}
            <div role="region" aria-label={caption} tabIndex={0} className="mt-2 max-h-[28rem] overflow-auto">
              <table className="w-full border-collapse text-xs tabular-nums">
                <caption className="mb-1 text-left text-ink-muted">{caption}</caption>
                <thead className="sticky top-0 bg-surface">
                  <tr>
                    <th scope="col" className="px-2 py-1 text-left">
                      {labels.date}
                    </th>
                    {columns.map((column) => (
                      <th key={column.label} scope="col" className="px-2 py-1 text-right font-medium">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, i) => (
                    <tr key={day} className="border-t border-line">
                      <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                        {day}
                      </th>
                      {columns.map((column) => (
                        <td key={column.label} className="px-2 py-1 text-right">
                          {format(column.kind, column.values[i])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-line-strong font-semibold">
                    <th scope="row" className="px-2 py-1 text-left">
                      {labels.total}
                    </th>
                    {columns.map((column) => (
                      <td key={column.label} className="px-2 py-1 text-right">
                        {format(column.kind, column.total)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
