import { describe, expect, it } from "vitest";
import { formatTitle, titleHandle } from "./use-title";

describe("formatTitle", () => {
  it("names the page, then the product", () => {
    expect(formatTitle(titleHandle("Weight"), "Vitalog")).toBe("Weight · Vitalog");
  });

  it("marks the staff panel's pages", () => {
    expect(formatTitle(titleHandle("User Management", { admin: true }), "Vitalog")).toBe(
      "User Management · Vitalog Admin",
    );
  });

  it("is the product's name alone for a route that names no page (the landing page)", () => {
    expect(formatTitle(undefined, "Acme Health")).toBe("Acme Health");
  });
});
