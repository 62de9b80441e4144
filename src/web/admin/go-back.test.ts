import { describe, expect, it } from "vitest";
import { canGoBackInSite } from "./go-back";

const origin = "https://vitalog.example";

describe("canGoBackInSite", () => {
  it("steps back after a page of the app in the same tab", () => {
    expect(canGoBackInSite({ historyIndex: 2, historyLength: 3, referrer: "", origin })).toBe(true);
  });

  it("does not in a fresh tab", () => {
    expect(canGoBackInSite({ historyIndex: 0, historyLength: 1, referrer: "", origin })).toBe(
      false,
    );
    expect(
      canGoBackInSite({ historyIndex: null, historyLength: 1, referrer: `${origin}/app`, origin }),
    ).toBe(false);
  });

  it("does not when the visitor came from another site", () => {
    expect(
      canGoBackInSite({
        historyIndex: 0,
        historyLength: 4,
        referrer: "https://mail.example/inbox",
        origin,
      }),
    ).toBe(false);
    expect(canGoBackInSite({ historyIndex: 0, historyLength: 4, referrer: "", origin })).toBe(
      false,
    );
    expect(
      canGoBackInSite({ historyIndex: 0, historyLength: 4, referrer: "not a url", origin }),
    ).toBe(false);
  });

  it("does after a page of this site loaded in full", () => {
    expect(
      canGoBackInSite({ historyIndex: 0, historyLength: 2, referrer: `${origin}/terms`, origin }),
    ).toBe(true);
  });
});
