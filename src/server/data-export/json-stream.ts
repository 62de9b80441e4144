/**
 * One key of a JSON object written piece by piece: a value loaded when its turn comes, or an array
 * loaded a page at a time, so only one page is held in memory however long the history.
 */
export type JsonSection =
  | { key: string; value: () => Promise<unknown> }
  | { key: string; pages: () => AsyncIterable<readonly unknown[]> };

/** A value as JSON.stringify(…, null, 2) writes it, nested `depth` levels into the file. */
function pretty(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

async function* arrayText(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let isEmpty = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield page
      .map((item, i) => `${isEmpty && i === 0 ? "" : ","}\n    ${pretty(item, 2)}`)
      .join("");
    isEmpty = false;
  }
  yield isEmpty ? "]" : "\n  ]";
}

/**
 * The object's text, character for character what JSON.stringify(object, null, 2) would write (a
 * reader, or a diff against an older archive, sees no difference), produced a section at a time.
 * A value that is undefined is left out, as JSON.stringify leaves it out.
 */
export async function* jsonObjectText(sections: readonly JsonSection[]): AsyncGenerator<string> {
  let isFirst = true;
  for (const section of sections) {
    const lead = `${isFirst ? "{" : ","}\n  ${JSON.stringify(section.key)}: `;
    if ("pages" in section) {
      yield `${lead}[`;
      yield* arrayText(section.pages());
    } else {
      const value = await section.value();
      if (value === undefined) continue;
      yield `${lead}${pretty(value, 1)}`;
    }
    isFirst = false;
  }
  yield isFirst ? "{}" : "\n}";
}
