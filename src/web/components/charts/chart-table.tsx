import { formatDate as formatDay } from "../../lib/format";

export interface ChartTableSeries {
  /** The column heading, as the chart's legend names the series. */
  label: string;
  points: ReadonlyArray<{ date: string; value: number }>;
}

/** A day in full, with its year: a table row is heard alone, and a range may span two years. */
const fullDate = (date: string) => formatDay(date, "medium");

/**
 * A chart's numbers, for screen readers and anyone who cannot read an SVG: a visually hidden table
 * with one row for each date that has a value, oldest first, and one column for each series. Every
 * chart renders this one, so a line chart and a bar chart are read alike.
 */
export function ChartTable({
  title,
  series,
  formatValue,
  formatDate = fullDate,
}: {
  /** The caption: the chart's own accessible name. */
  title: string;
  series: readonly ChartTableSeries[];
  formatValue: (value: number) => string;
  /** How a row's date reads, e.g. "w/c 3 Mar" for a week. */
  formatDate?: (date: string) => string;
}) {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const byDate = series.map((s) => new Map(s.points.map((p) => [p.date, p.value])));
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dates.map((date) => (
          <tr key={date}>
            <th scope="row">{formatDate(date)}</th>
            {byDate.map((values, i) => {
              const value = values.get(date);
              return (
                <td key={series[i]!.label}>{value === undefined ? "" : formatValue(value)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
