import { describe, expect, it } from "vitest";
import { providerStartUrl } from "./provider-start";

describe("providerStartUrl", () => {
  it("starts a sign-in that lands on the page the user asked for", () => {
    expect(providerStartUrl("google", "signin", "/app/meals?day=2026-11-25")).toBe(
      "/api/auth/providers/google/start?intent=signin&next=%2Fapp%2Fmeals%3Fday%3D2026-11-25",
    );
  });

  it("sends an outside or missing next to /app instead", () => {
    expect(providerStartUrl("apple", "signup", "//evil.example/app")).toBe(
      "/api/auth/providers/apple/start?intent=signup&next=%2Fapp",
    );
    expect(providerStartUrl("microsoft", "signin", null)).toBe(
      "/api/auth/providers/microsoft/start?intent=signin&next=%2Fapp",
    );
  });

  it("links from Settings without a next: the server comes back to Settings", () => {
    expect(providerStartUrl("microsoft", "link")).toBe(
      "/api/auth/providers/microsoft/start?intent=link",
    );
  });
});
