import { useId } from "react";
import { formatNumber } from "../../lib/format";
import { CHART_COLOURS, useWidth } from "./chart-frame";
import { ChartTable } from "./chart-table";
import { dayIndex } from "../../../domain/calendar";
import { linear, niceTicks, shortDate } from "./scale";

export interface ChartPoint {
  /** Diary day, "YYYY-MM-DD". */
  date: string;
  value: number;
}

export interface ChartSeries {
  /** Shown in the legend and as the data table's column heading. */
  label: string;
  points: ChartPoint[];
  /** "primary" (solid, brand colour, dots) or "secondary" (e.g. a trend: dashed, no dots). */
  variant?: "primary" | "secondary";
}

export interface LineChartProps {
  /** Accessible name of the chart (also the hidden table's caption). */
  title: string;
  /** One or two sentences a screen reader hears; a summary of the series is added to it. */
  description?: string;
  /** The first series is the main one; a second one is drawn dashed (e.g. a trend line). */
  series: ChartSeries[];
  /** Y-axis label, with its unit: "Weight (kg)". */
  yLabel: string;
  /** How values read on the axis, in the summary and in the table (default: one decimal). */
  formatValue?: (value: number) => string;
  /** A horizontal reference line, e.g. the goal weight. */
  reference?: { value: number; label: string };
  height?: number;
}

const MARGIN = { top: 12, right: 28, bottom: 28, left: 48 };
const defaultFormat = (v: number) => formatNumber(v, 1);

function summarise(series: ChartSeries[], format: (v: number) => string): string {
  const main = series[0]?.points ?? [];
  const first = main[0];
  const last = main[main.length - 1];
  if (!first || !last) return "No data yet.";
  const values = main.map((p) => p.value);
  return `${main.length} values from ${shortDate(first.date)} (${format(first.value)}) to ${shortDate(last.date)} (${format(last.value)}); lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}.`;
}

/**
 * A small SVG line chart over dates: no chart package, so the first load stays light. The SVG is
 * an image with a title and a summary; the numbers themselves are in a visually hidden table.
 */
export function LineChart({
  title,
  description,
  series,
  yLabel,
  formatValue = defaultFormat,
  reference,
  height = 240,
}: LineChartProps) {
  const [containerRef, width] = useWidth<HTMLDivElement>();
  const id = useId();
  const all = series.flatMap((s) => s.points);
  const summary = summarise(series, formatValue);
  const values = all.map((p) => p.value).concat(reference ? [reference.value] : []);
  const days = all.map((p) => dayIndex(p.date));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const [yMin, yMax] = [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1];
  const [dMin, dMax] = [Math.min(...days), Math.max(...days)];
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const x = linear(
    dMin === dMax ? dMin - 1 : dMin,
    dMin === dMax ? dMax + 1 : dMax,
    MARGIN.left,
    MARGIN.left + innerW,
  );
  const y = linear(yMin, yMax, height - MARGIN.bottom, MARGIN.top);
  const dateTicks = pickDateTicks(
    [...new Set(all.map((p) => p.date))].sort(),
    Math.max(2, Math.floor(innerW / 80)),
  );

  return (
    <figure className="relative grid min-w-0 grid-cols-1 gap-2">
      <div ref={containerRef} className="w-full min-w-0">
        {all.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-600">No data to chart yet.</p>
        ) : (
          // width 100% (not the measured pixels) so the chart never widens its container on a phone.
          <svg
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            height={height}
            role="img"
            aria-labelledby={`${id}-t`}
            aria-describedby={`${id}-d`}
            className="block"
          >
            <title id={`${id}-t`}>{title}</title>
            <desc id={`${id}-d`}>{[description, summary].filter(Boolean).join(" ")}</desc>
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
            {dateTicks.map((d) => (
              // A label at the right edge is anchored by its end so it is not cut off.
              <text
                key={d}
                x={x(dayIndex(d))}
                y={height - 8}
                textAnchor={x(dayIndex(d)) > MARGIN.left + innerW - 24 ? "end" : "middle"}
                fontSize={11}
                fill="#475569"
              >
                {shortDate(d)}
              </text>
            ))}
            {reference ? (
              <g>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + innerW}
                  y1={y(reference.value)}
                  y2={y(reference.value)}
                  stroke={CHART_COLOURS.reference}
                  strokeDasharray="2 4"
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
            {series.map((s, index) => (
              <SeriesPath
                key={s.label}
                series={s}
                isSecondary={(s.variant ?? (index === 0 ? "primary" : "secondary")) === "secondary"}
                x={x}
                y={y}
              />
            ))}
          </svg>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="font-medium">{yLabel}</span>
        {series.map((s, index) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block h-0.5 w-5"
              style={{ background: index === 0 ? CHART_COLOURS.primary : CHART_COLOURS.secondary }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
      <ChartTable title={title} series={series} formatValue={formatValue} />
    </figure>
  );
}

function SeriesPath({
  series,
  isSecondary,
  x,
  y,
}: {
  series: ChartSeries;
  isSecondary: boolean;
  x: (v: number) => number;
  y: (v: number) => number;
}) {
  const points = [...series.points].sort((a, b) => a.date.localeCompare(b.date));
  const d = points
    .map(
      (p, i) => `${i === 0 ? "M" : "L"}${x(dayIndex(p.date)).toFixed(1)},${y(p.value).toFixed(1)}`,
    )
    .join(" ");
  const colour = isSecondary ? CHART_COLOURS.secondary : CHART_COLOURS.primary;
  return (
    <g>
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={2}
        strokeDasharray={isSecondary ? "6 4" : undefined}
      />
      {isSecondary || points.length > 120
        ? null
        : points.map((p) => (
            <circle key={p.date} cx={x(dayIndex(p.date))} cy={y(p.value)} r={3} fill={colour} />
          ))}
    </g>
  );
}

/** At most `count` labels, evenly picked, always including the first and last day. */
function pickDateTicks(dates: string[], count: number): string[] {
  if (dates.length <= count) return dates;
  const step = (dates.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => dates[Math.round(i * step)]!).filter(
    (d, i, a) => a.indexOf(d) === i,
  );
}
