import type { FaqEntry } from "../../contract/help";

export type HelpCategoryFilter = FaqEntry["category"] | "All Topics";

/** Entries in the chosen category whose question or answer contains the search text (case-insensitive). */
export function filterFaq(
  entries: readonly FaqEntry[],
  search: string,
  category: HelpCategoryFilter,
): FaqEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) =>
      (category === "All Topics" || entry.category === category) &&
      (needle === "" ||
        entry.question.toLocaleLowerCase().includes(needle) ||
        entry.answer.toLocaleLowerCase().includes(needle)),
  );
}

/** The spec's count text: '(1 result)', '(n results)'. */
export function formatResultCount(count: number): string {
  return `(${count} ${count === 1 ? "result" : "results"})`;
}
