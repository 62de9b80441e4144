import { describe, expect, it } from "vitest";
import { FrameBudget } from "./frame-budget";

describe("FrameBudget", () => {
  it("serves a burst, then drops and tells once a second, and refills with time", () => {
    let now = 0;
    const budget = new FrameBudget(3, 2, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual(["ok", "ok", "ok"]);
    expect(budget.take()).toBe("tell");
    expect(budget.take()).toBe("drop");
    now = 500; // one token back at 2 a second
    expect(budget.take()).toBe("ok");
    expect(budget.take()).toBe("drop");
    now = 1200;
    expect(budget.take()).toBe("ok");
    expect(budget.take()).toBe("tell");
  });
});
