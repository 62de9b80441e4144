import { useId } from "react";
import { formatNumber } from "../../lib/format";
import { CHART_COLOURS, SERIES_COLOURS, useWidth } from "./chart-frame";
import { ChartTable } from "./chart-table";
import { linear, niceTicks, shortDate } from "./scale";

export interface BarPoint {
  /** "YYYY-MM-DD": a day, or the Monday of a week. */
  date: string;
  value: number;
}

export interface BarSeries {
  label: string;
  points: BarPoint[];
}

export interface BarChartProps {
  /** Accessible name of the chart (also the hidden table's caption). */
  title: string;
  description?: string;
  /** Every slot on the x axis, oldest first, so days with nothing logged show as gaps. */
  dates: string[];
  /** One or two series, drawn side by side in each slot. */
  series: BarSeries[];
  yLabel: string;
  formatValue?: (value: number) => string;
  /** How a slot reads on the axis and in the table (default "3 Mar"). */
  formatDate?: (date: string) => string;
  /** A horizontal line such as a daily target. */
  reference?: { value: number; label: string };
  height?: number;
}

const MARGIN = { top: 16, right: 12, bottom: 28, left: 52 };

/** Round ticks from 0 whose last one reaches the highest value, so no bar rises past the axis. */
export function axisTicks(max: number): number[] {
  const ticks = niceTicks(0, max);
  const last = ticks[ticks.length - 1] ?? 0;
  const step = (ticks[1] ?? 1) - (ticks[0] ?? 0);
  return last >= max ? ticks : [...ticks, Number((last + step).toFixed(10))];
}

function labelPlacement(
  index: number,
  count: number,
  band: number,
): { x: number; textAnchor: "start" | "middle" | "end" } {
  if (count > 1 && index === 0) return { x: MARGIN.left, textAnchor: "start" };
  if (count > 1 && index === count - 1) return { x: MARGIN.left + count * band, textAnchor: "end" };
  return { x: MARGIN.left + index * band + band / 2, textAnchor: "middle" };
}

/** At most `count` evenly spaced labels, always the first and the last. */
function pickLabels(dates: string[], count: number): Set<string> {
  if (dates.length <= count) return new Set(dates);
  const step = (dates.length - 1) / (count - 1);
  return new Set(Array.from({ length: count }, (_, i) => dates[Math.round(i * step)]!));
}

/**
 * A small SVG bar chart over days or weeks, with no chart package. Like the line chart, the SVG is
 * an image with a title and a summary, and the numbers are in a visually hidden table.
 */
export function BarChart({
  title,
  description,
  dates,
  series,
  yLabel,
  formatValue = (v) => formatNumber(v),
  formatDate = shortDate,
  reference,
  height = 220,
}: BarChartProps) {
  const [containerRef, width] = useWidth<HTMLDivElement>();
  const id = useId();
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const hasData = values.length > 0;
  const ticks = axisTicks(Math.max(1, ...values, reference?.value ?? 0));
  const yMax = ticks[ticks.length - 1] ?? 1;
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const band = innerW / Math.max(1, dates.length);
  const barW = Math.max(1, (band * 0.75) / Math.max(1, series.length));
  const y = linear(0, yMax, height - MARGIN.bottom, MARGIN.top);
  const slot = new Map(dates.map((d, i) => [d, i]));
  const labels = pickLabels(dates, Math.max(2, Math.floor(innerW / 72)));
  const summary = series
    .map(
      (s) =>
        `${s.label}: ${s.points.length} of ${dates.length} ${dates.length === 1 ? "slot" : "slots"} with data${s.points.length ? `, highest ${formatValue(Math.max(...s.points.map((p) => p.value)))}` : ""}.`,
    )
    .join(" ");

  return (
    <figure className="grid gap-2">
      <div ref={containerRef} className="w-full">
        {!hasData ? (
          <p className="py-10 text-center text-sm text-slate-600">No data to chart yet.</p>
        ) : (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={`${id}-t`}
            aria-describedby={`${id}-d`}
            className="block max-w-full"
          >
            <title id={`${id}-t`}>{title}</title>
            <desc id={`${id}-d`}>
              {[
                description,
                summary,
                reference ? `${reference.label}: ${formatValue(reference.value)}.` : "",
              ]
                .filter(Boolean)
                .join(" ")}
            </desc>
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + innerW}
                  y1={y(t)}
                  y2={y(t)}
                  stroke="#e2e8f0"
                />
                <text
                  x={MARGIN.left - 6}
                  y={y(t)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill="#475569"
                >
                  {formatValue(t)}
                </text>
              </g>
            ))}
            {series.map((s, si) =>
              s.points.map((p) => {
                const index = slot.get(p.date);
                if (index === undefined) return null;
                const x =
                  MARGIN.left + index * band + (band - barW * series.length) / 2 + si * barW;
                return (
                  <rect
                    key={`${si}-${p.date}`}
                    x={x}
                    y={y(p.value)}
                    width={barW}
                    height={Math.max(0, y(0) - y(p.value))}
                    fill={SERIES_COLOURS[si % SERIES_COLOURS.length]}
                    rx={barW > 6 ? 2 : 0}
                  />
                );
              }),
            )}
            {reference ? (
              <g>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + innerW}
                  y1={y(reference.value)}
                  y2={y(reference.value)}
                  stroke={CHART_COLOURS.reference}
                  strokeWidth={1.5}
                  strokeDasharray="4 4"
                />
                <text
                  x={MARGIN.left + innerW}
                  y={y(reference.value) - 4}
                  textAnchor="end"
                  fontSize={11}
                  fill={CHART_COLOURS.reference}
                >
                  {reference.label}
                </text>
              </g>
            ) : null}
            {dates.map((d, i) =>
              labels.has(d) ? (
                // The first and last labels hug the plot's edges so they are never cut off.
                <text
                  key={d}
                  {...labelPlacement(i, dates.length, band)}
                  y={height - 8}
                  fontSize={11}
                  fill="#475569"
                >
                  {formatDate(d)}
                </text>
              ) : null,
            )}
          </svg>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="font-medium">{yLabel}</span>
        {series.map((s, i) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block size-2.5 rounded-sm"
              style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
            />
            {s.label}
          </span>
        ))}
        {reference ? (
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block h-0.5 w-4 border-t-2 border-dashed"
              style={{ borderColor: CHART_COLOURS.reference }}
            />
            {reference.label}
          </span>
        ) : null}
      </figcaption>
      <ChartTable title={title} series={series} formatValue={formatValue} formatDate={formatDate} />
    </figure>
  );
}
