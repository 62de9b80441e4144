import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../lib/format";
import { BarChart } from "./bar-chart";
import { ChartTable } from "./chart-table";
import { LineChart } from "./line-chart";

/** The table's cells, row by row, header row first. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((cell) => cell[1]),
  );

const series = [
  {
    label: "Weight",
    points: [
      { date: "2026-05-03", value: 80.25 },
      { date: "2026-05-01", value: 81 },
    ],
  },
  { label: "Trend", points: [{ date: "2026-05-02", value: 80.5 }] },
];
const format = (v: number) => v.toFixed(1);

describe("ChartTable", () => {
  it("has a row for each date with a value, oldest first, a blank where a series has none", () => {
    const html = renderToStaticMarkup(
      <ChartTable title="Weight" series={series} formatValue={format} formatDate={(d) => d} />,
    );
    expect(html).toContain('<table class="sr-only"><caption>Weight</caption>');
    expect(rowsOf(html)).toEqual([
      ["Date", "Weight", "Trend"],
      ["2026-05-01", "81.0", ""],
      ["2026-05-02", "", "80.5"],
      ["2026-05-03", "80.3", ""],
    ]);
  });

  it("writes a date in full, with its year, unless told otherwise", () => {
    const html = renderToStaticMarkup(
      <ChartTable title="Weight" series={series.slice(0, 1)} formatValue={format} />,
    );
    expect(rowsOf(html)[1]![0]).toBe(formatDate("2026-05-01", "medium"));
  });
});

describe("the line chart and the bar chart", () => {
  it("both read their numbers out through the same table", () => {
    const line = renderToStaticMarkup(
      <LineChart title="Weight" series={series} yLabel="Weight (kg)" formatValue={format} />,
    );
    const bar = renderToStaticMarkup(
      <BarChart
        title="Weight"
        dates={["2026-05-01", "2026-05-02", "2026-05-03"]}
        series={series}
        yLabel="Weight (kg)"
        formatValue={format}
        formatDate={(d) => formatDate(d, "medium")}
      />,
    );
    const table = (html: string) => html.slice(html.indexOf("<table"));
    expect(table(line)).toBe(table(bar));
  });
});
