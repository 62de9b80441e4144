import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvWithHeader } from "./csv";

describe("parseCsv", () => {
  it("splits plain fields and records", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("keeps commas inside quoted fields", () => {
    expect(parseCsv('01001,"Butter, salted",717\n')).toEqual([["01001", "Butter, salted", "717"]]);
  });

  it("turns doubled quotes inside a quoted field into one quote", () => {
    expect(parseCsv('01001,1,"pat (1"" sq, 1/3"" high)",5\n')).toEqual([
      ["01001", "1", 'pat (1" sq, 1/3" high)', "5"],
    ]);
  });

  it("keeps empty fields empty (an unpublished value is not zero)", () => {
    expect(parseCsv("a,,c,\n")).toEqual([["a", "", "c", ""]]);
    expect(parseCsv('"",x\n')).toEqual([["", "x"]]);
  });

  it("accepts CRLF, line breaks inside quotes and a missing final line break", () => {
    expect(parseCsv('a,"line 1\nline 2"\r\nb,c')).toEqual([
      ["a", "line 1\nline 2"],
      ["b", "c"],
    ]);
  });

  it("refuses an unterminated quoted field", () => {
    expect(() => parseCsv('a,"open\n')).toThrow(SyntaxError);
  });
});

describe("parseCsvWithHeader", () => {
  it("keys records by the header and keeps ids as strings", () => {
    expect(parseCsvWithHeader('id,name\n01001,"Butter, salted"\n')).toEqual([
      { id: "01001", name: "Butter, salted" },
    ]);
  });

  it("refuses a record of the wrong width", () => {
    expect(() => parseCsvWithHeader("a,b\n1\n")).toThrow(/record 2/);
  });
});
