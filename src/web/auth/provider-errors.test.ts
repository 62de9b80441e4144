import { describe, expect, it } from "vitest";
import { IDENTITY_ERRORS } from "../../contract/providers";
import { providerErrorMessage, providerFromParam } from "./provider-errors";

describe("providerErrorMessage", () => {
  it("says a refusal on the provider's page was a cancellation, naming the provider", () => {
    expect(providerErrorMessage("access_denied", "google")).toBe("Sign-in with Google was cancelled.");
    expect(providerErrorMessage("access_denied", null)).toBe("Sign-in was cancelled.");
    expect(providerErrorMessage("access_denied", "microsoft", "link")).toBe("Linking Microsoft was cancelled.");
  });

  it("keeps the spec's texts for the identity errors wherever they show", () => {
    for (const [code, text] of Object.entries(IDENTITY_ERRORS)) {
      expect(providerErrorMessage(code, "apple")).toBe(text);
      expect(providerErrorMessage(code, null, "link")).toBe(text);
    }
  });

  it("asks to start again when the flow was lost or expired", () => {
    expect(providerErrorMessage("flow_expired", "google")).toMatch(/start again/);
  });

  it("says any other code in words, never the code itself", () => {
    expect(providerErrorMessage("server_error", "apple")).toBe("Signing in with Apple did not work. Please try again, or sign in another way.");
    expect(providerErrorMessage("invalid_state<script>", null)).toBe("Signing in did not work. Please try again, or sign in another way.");
    expect(providerErrorMessage("temporarily_unavailable", "google", "link")).toBe("Linking Google did not work. Please try again.");
  });

  it("does not read inherited object keys as identity errors", () => {
    expect(providerErrorMessage("toString", null)).toBe("Signing in did not work. Please try again, or sign in another way.");
  });
});

describe("providerFromParam", () => {
  it("knows only the configured provider names", () => {
    expect(providerFromParam("google")).toBe("google");
    expect(providerFromParam("Google")).toBeNull();
    expect(providerFromParam(null)).toBeNull();
  });
});
