import { describe, expect, it } from "vitest";
import { parseWeightCsv, WeightCsvError, type WeightCsvOptions } from "./weight-csv";

const options: WeightCsvOptions = {
  unit: "kg",
  dateOrder: null,
  today: "2026-11-25",
  bounds: { weightKg: { min: 20, max: 450 }, bodyFatPct: { min: 2, max: 75 }, noteMax: 500 },
};
const parse = (text: string, overrides: Partial<WeightCsvOptions> = {}) =>
  parseWeightCsv(text, { ...options, ...overrides });

describe("parseWeightCsv", () => {
  it("reads date,weight,unit with a unit per row, headers matched loosely", () => {
    const result = parse(
      "Date , WEIGHT,Unit\n2026-01-01,80.5,kg\n2026-01-02,177,lbs\n2026-01-03,12.5,st\n2026-01-04,81,\n",
    );
    expect(result.format).toBe("generic");
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.date, r.weightKg])).toEqual([
      [2, "2026-01-01", 80.5],
      [3, "2026-01-02", 80.29],
      [4, "2026-01-03", 79.38],
      [5, "2026-01-04", 81],
    ]);
    expect(result.usesChosenUnit).toBe(true);
  });

  it("uses the chosen unit for a file without a unit column, and a unit named in the header over it", () => {
    expect(parse("date,weight\n2026-01-01,176.4", { unit: "lb" }).rows[0]!.weightKg).toBe(80.01);
    const fromHeader = parse("Date,Weight (kg)\n2026-01-01,80", { unit: "lb" });
    expect(fromHeader.rows[0]!.weightKg).toBe(80);
    expect(fromHeader.usesChosenUnit).toBe(false);
  });

  it("leaves out weights that name no unit when none was chosen, and reads those that do", () => {
    const result = parse("date,weight\n2026-01-01,182.6\n2026-01-02,80 kg", { unit: null });
    expect(result.needsUnit).toBe(true);
    expect(result.rows.map((r) => [r.line, r.weightKg])).toEqual([[3, 80]]);
    expect(parse("Date,Weight (lbs)\n2026-01-01,182.6", { unit: null })).toMatchObject({
      needsUnit: false,
      rows: [{ weightKg: 82.83 }],
    });
  });

  it("reads units written in the cell, stones and pounds included", () => {
    const result = parse("date,weight\n2026-01-01,80 kg\n2026-01-02,12 st 7 lb\n2026-01-03,170lb");
    expect(result.rows.map((r) => r.weightKg)).toEqual([80, 79.38, 77.11]);
  });

  it("reads the MyFitnessPal export in the chosen unit, an empty or zero body fat as no reading", () => {
    const result = parse(
      "Date,Body Fat %,Weight\n2026-01-01,22.5,176\n2026-01-02,,175\n2026-01-03,0,174\n",
      { unit: "lb" },
    );
    expect(result.format).toBe("myfitnesspal");
    expect(result.rows.map((r) => [r.date, r.weightKg, r.bodyFatPct])).toEqual([
      ["2026-01-01", 79.83, 22.5],
      ["2026-01-02", 79.38, null],
      ["2026-01-03", 78.93, null],
    ]);
  });

  it("reads quoted cells, CRLF, a BOM, and ; files with decimal commas", () => {
    const result = parse('\uFEFF"date";"weight";"body fat"\r\n"2026-01-01";"80,5";"21,5 %"\r\n');
    expect(result.rows).toEqual([
      { line: 2, date: "2026-01-01", weightKg: 80.5, bodyFatPct: 21.5, note: null },
    ]);
  });

  it("refuses a decimal comma where the comma separates fields", () => {
    const result = parse('date,weight\n2026-01-01,"80,5"');
    expect(result.errors).toEqual([
      { line: 2, message: '"80,5" is not a weight: write a number such as 80.5' },
    ]);
  });

  it("gives every bad line its reason in words and keeps the others", () => {
    const result = parse(
      [
        "date,weight,unit,body fat",
        "2026-13-01,80,kg,",
        "yesterday,80,kg,",
        "2027-01-01,80,kg,",
        "2026-01-01,5,kg,",
        "2026-01-02,80,furlongs,",
        "2026-01-03,80,kg,90",
        "2026-01-04,eighty,kg,",
        "2026-01-05,,kg,",
        "2026-01-06,80,kg,20",
        "2026-01-06,81,kg,",
      ].join("\n"),
    );
    expect(result.rows.map((r) => r.line)).toEqual([10]);
    expect(result.errors).toEqual([
      { line: 2, message: '"2026-13-01" is not a date: write it as YYYY-MM-DD' },
      { line: 3, message: '"yesterday" is not a date: write it as YYYY-MM-DD' },
      { line: 4, message: "2027-01-01 is in the future" },
      { line: 5, message: "The weight 5 (5 kg) is outside 20 to 450 kg" },
      { line: 6, message: 'Unknown unit "furlongs": use kg, lb or st' },
      { line: 7, message: "Body fat 90% is outside 2 to 75%" },
      { line: 8, message: '"eighty" is not a weight: write a number such as 80.5' },
      { line: 9, message: "The weight is missing" },
      { line: 11, message: "2026-01-06 is also on line 10: one weigh-in a day, line 10 is kept" },
    ]);
  });

  describe("dates with the day and month both as numbers", () => {
    it("works the order out from the file's unambiguous dates", () => {
      expect(parse("date,weight\n03/04/2026,80\n25/04/2026,81").rows.map((r) => r.date)).toEqual([
        "2026-04-03",
        "2026-04-25",
      ]);
      expect(parse("date,weight\n03/04/2026,80\n04/25/2026,81").rows.map((r) => r.date)).toEqual([
        "2026-03-04",
        "2026-04-25",
      ]);
      expect(parse("date,weight\n03.04.2026,80\n25.04.2026,81").dateOrder).toBe("dmy");
    });

    it("refuses a date that could be either on its line and asks for the order, until the user gives it", () => {
      const unsure = parse("date,weight\n03/04/2026,80\n05/05/2026,81");
      expect(unsure.needsDateOrder).toBe(true);
      expect(unsure.errors).toEqual([
        {
          line: 2,
          message: "03/04/2026 could be day/month or month/day: choose the date order above",
        },
      ]);
      expect(unsure.rows.map((r) => r.date)).toEqual(["2026-05-05"]);
      const chosen = parse("date,weight\n03/04/2026,80", { dateOrder: "mdy" });
      expect(chosen.rows[0]!.date).toBe("2026-03-04");
      expect(chosen.needsDateOrder).toBe(false);
    });

    it("refuses a date that the chosen order makes impossible", () => {
      expect(parse("date,weight\n25/04/2026,80", { dateOrder: "mdy" }).errors[0]!.message).toBe(
        '"25/04/2026" is not a date: write it as YYYY-MM-DD',
      );
    });

    it("takes the day of a date with a time", () => {
      expect(
        parse("Date,Weight\n2026-01-05 07:30:00,80\n2026-01-06T07:30:00Z,81").rows.map(
          (r) => r.date,
        ),
      ).toEqual(["2026-01-05", "2026-01-06"]);
    });
  });

  // A file past the import's size and line limits is refused by the server before it is read.
  it("refuses a file it cannot read at all", () => {
    expect(() => parse("")).toThrow(WeightCsvError);
    expect(() => parse("when,how much\n2026-01-01,80")).toThrow(
      "The first line must name a date and a weight column",
    );
  });

  // The CSV reader takes ~0.4 s a MB on this machine, crafted or real; a quadratic pattern would take minutes.
  it("reads a crafted file of long cells in linear time", () => {
    const cell = "1".repeat(30_000);
    const started = performance.now();
    const result = parse(`date,weight\n${`${"1".repeat(1000)}/,${cell}a\n`.repeat(20)}`);
    expect(result.errors).toHaveLength(20);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
