import { describe, expect, it } from "vitest";
import type { FaqEntry } from "../../contract/help";
import { filterFaq, formatResultCount } from "./filter-faq";

const entry = (
  id: string,
  category: FaqEntry["category"],
  question: string,
  answer: string,
): FaqEntry => ({
  id,
  category,
  question,
  answer,
  sortOrder: Number(id),
});

const entries = [
  entry("1", "Tracking", "How do I log a meal?", "Pick Breakfast, Lunch, Dinner or Snacks."),
  entry(
    "2",
    "Workouts",
    "How are calories burned estimated?",
    "From the MET value of the activity.",
  ),
  entry("3", "Account", "I forgot my password", "Use the reset link on the sign-in page."),
];

describe("filterFaq", () => {
  it("keeps everything for All Topics and an empty search", () => {
    expect(filterFaq(entries, "  ", "All Topics")).toHaveLength(3);
  });

  it("matches the question or the answer, ignoring case", () => {
    expect(filterFaq(entries, "MEAL", "All Topics").map((e) => e.id)).toEqual(["1"]);
    expect(filterFaq(entries, "met value", "All Topics").map((e) => e.id)).toEqual(["2"]);
  });

  it("combines the category with the search", () => {
    expect(filterFaq(entries, "", "Account").map((e) => e.id)).toEqual(["3"]);
    expect(filterFaq(entries, "meal", "Account")).toEqual([]);
  });
});

describe("formatResultCount", () => {
  it("uses the singular only for one", () => {
    expect(formatResultCount(0)).toBe("(0 results)");
    expect(formatResultCount(1)).toBe("(1 result)");
    expect(formatResultCount(12)).toBe("(12 results)");
  });
});
