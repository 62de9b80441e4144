import { describe, expect, it } from "vitest";
import {
  csvRecord,
  csvText,
  numberText,
  parseCsv,
  parseCsvWithHeader,
  textCell,
  untextCell,
  writeCsv,
} from "./csv";

const cellsOf = (text: string) => parseCsv(text).map((row) => row.cells);

describe("reading CSV", () => {
  it("reads quotes, doubled quotes, line breaks in quotes, CRLF and a BOM, with each record's line", () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n\r\n1,2,3');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 5, cells: ["1", "2", "3"] },
    ]);
  });

  it("takes the delimiter the header uses: semicolons and tabs too", () => {
    expect(parseCsv("a;b\n1,5;2")[1]!.cells).toEqual(["1,5", "2"]);
    expect(parseCsv("a\tb\n1\t2")[1]!.cells).toEqual(["1", "2"]);
  });

  it("keeps empty fields empty (an unpublished value is not zero) and reads a last line without a break", () => {
    expect(cellsOf("a,,c,\n")).toEqual([["a", "", "c", ""]]);
    expect(cellsOf('"",x\n')).toEqual([["", "x"]]);
    expect(cellsOf('a,"line 1\nline 2"\r\nb,c')).toEqual([
      ["a", "line 1\nline 2"],
      ["b", "c"],
    ]);
  });

  it("reads an upload's unclosed quote to the end, and refuses it when asked to", () => {
    expect(cellsOf('a,"open\n')).toEqual([["a", "open\n"]]);
    expect(() => parseCsv('a,"open\n', { requireClosedQuotes: true })).toThrow(SyntaxError);
  });
});

describe("reading our own files by their header", () => {
  it("keys records by the header and keeps ids as strings", () => {
    expect(parseCsvWithHeader('id,name\n01001,"Butter, salted"\n')).toEqual([
      { id: "01001", name: "Butter, salted" },
    ]);
    expect(parseCsvWithHeader('id,portion\n01001,"pat (1"" sq, 1/3"" high)"\n')).toEqual([
      { id: "01001", portion: 'pat (1" sq, 1/3" high)' },
    ]);
  });

  it("refuses a record of the wrong width, naming its line, and an unclosed quote", () => {
    expect(() => parseCsvWithHeader("a,b\n1\n")).toThrow(/line 2/);
    expect(() => parseCsvWithHeader('a,b\n1,"2\n')).toThrow(SyntaxError);
  });
});

describe("writing CSV", () => {
  it("quotes per RFC 4180 only what needs it, CRLF after each record", () => {
    expect(csvRecord(['say "hi"', "a,b", "two\nlines", "plain"])).toBe(
      '"say ""hi""","a,b","two\nlines",plain\r\n',
    );
    expect(csvRecord(["a;b", "c"], ";")).toBe('"a;b";c\r\n');
  });

  it("writes what it reads back, spaces at the ends kept by quoting", () => {
    const rows = [
      ["Date", "Notes"],
      ["2024-01-15", 'a, "b"\nc'],
      ["x", " padded "],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('Date,Notes\r\n2024-01-15,"a, ""b""\nc"\r\nx," padded "\r\n');
    expect(cellsOf(text)).toEqual(rows);
  });

  it("defuses formulas, tabs and carriage returns at the start of typed text, and undoes it on the way back", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(textCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
      expect(untextCell(textCell(`${start}SUM(A1)`))).toBe(`${start}SUM(A1)`);
    }
    expect(textCell("Oats")).toBe("Oats");
    expect(textCell(null)).toBe("");
    expect(untextCell("'quoted")).toBe("'quoted");
  });

  it("writes numbers plainly: rounded, no exponent, empty when unknown", () => {
    expect(numberText(80.256)).toBe("80.26");
    expect(numberText(1e-7, 3)).toBe("0");
    expect(numberText(2.5, 0)).toBe("3");
    expect(numberText(null)).toBe("");
    expect(numberText(Number.NaN)).toBe("");
  });

  it("gives a file page by page, the BOM first only when asked for", async () => {
    async function* pages() {
      yield [["1", "=x"]];
      yield [];
      yield [["2", "y"]];
    }
    const parts: string[] = [];
    for await (const part of csvText(["id", "name"], pages(), { byteOrderMark: true }))
      parts.push(part);
    expect(parts).toEqual(["\uFEFFid,name\r\n", "1,=x\r\n", "2,y\r\n"]);
    const plain: string[] = [];
    for await (const part of csvText(["id"], pages())) plain.push(part);
    expect(plain[0]).toBe("id\r\n");
  });
});
