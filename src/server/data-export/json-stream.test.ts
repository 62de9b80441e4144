import { describe, expect, it } from "vitest";
import { jsonObjectText, type JsonSection } from "./json-stream";

async function textOf(sections: JsonSection[]): Promise<string> {
  let text = "";
  for await (const piece of jsonObjectText(sections)) text += piece;
  return text;
}

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}

describe("jsonObjectText", () => {
  it("writes exactly what JSON.stringify(…, null, 2) writes, whatever the pages", async () => {
    const when = new Date("2026-01-05T07:30:00Z");
    const rows = [
      {
        id: 1,
        note: 'line one\nline two "quoted"',
        at: when,
        nested: { list: [1, { deep: [] }], empty: {} },
      },
      { id: 2, note: null, at: when, nested: { list: [], empty: {} } },
      { id: 3, note: "ü ✓", at: when, nested: { list: [true], empty: {} } },
    ];
    const expected = {
      format: 1,
      rows,
      none: [],
      profile: { name: "Ann", goals: { water: 2000 } },
      tail: "end",
    };
    const text = await textOf([
      { key: "format", value: async () => 1 },
      { key: "rows", pages: () => pagesOf([rows[0]], [], [rows[1], rows[2]]) },
      { key: "none", pages: () => pagesOf([], []) },
      { key: "missing", value: async () => undefined },
      { key: "profile", value: async () => expected.profile },
      { key: "tail", value: async () => "end" },
    ]);
    expect(text).toBe(JSON.stringify(expected, null, 2));
  });

  it("writes an object with no sections as {}", async () => {
    expect(await textOf([])).toBe("{}");
    expect(await textOf([{ key: "gone", value: async () => undefined }])).toBe("{}");
  });

  it("loads a section only when its turn comes", async () => {
    const order: string[] = [];
    const sections: JsonSection[] = [
      { key: "a", value: async () => (order.push("load a"), 1) },
      { key: "b", value: async () => (order.push("load b"), 2) },
    ];
    for await (const piece of jsonObjectText(sections))
      order.push(`write ${piece.replace(/\s+/g, "")}`);
    expect(order).toEqual(["load a", 'write {"a":1', "load b", 'write ,"b":2', "write }"]);
  });
});
