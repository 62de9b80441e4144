import { describe, expect, it } from "vitest";
import { IDENTITY_ERRORS, PROVIDER_ERRORS } from "../../contract/providers";
import { providerErrorMessage, providerFromParam } from "./provider-errors";

describe("providerErrorMessage", () => {
  it("says a refusal on the provider's page was a cancellation, naming the provider when it can", () => {
    expect(providerErrorMessage("provider_denied", "google")).toBe(
      "Sign-in with Google was cancelled.",
    );
    expect(providerErrorMessage("access_denied", "apple")).toBe(
      "Sign-in with Apple was cancelled.",
    );
    expect(providerErrorMessage("provider_denied", null)).toBe(PROVIDER_ERRORS.provider_denied);
    expect(providerErrorMessage("provider_denied", "microsoft", "link")).toBe(
      "Linking Microsoft was cancelled.",
    );
    expect(providerErrorMessage("provider_denied", null, "link")).toBe("Linking was cancelled.");
  });

  it("keeps the spec's texts for the identity errors wherever they show", () => {
    for (const [code, text] of Object.entries(IDENTITY_ERRORS)) {
      expect(providerErrorMessage(code, "apple")).toBe(text);
      expect(providerErrorMessage(code, null, "link")).toBe(text);
    }
  });

  it("uses the server's words for its other codes", () => {
    expect(providerErrorMessage("flow_expired", "google")).toBe(PROVIDER_ERRORS.flow_expired);
    expect(providerErrorMessage("provider_no_email", "apple")).toBe(
      PROVIDER_ERRORS.provider_no_email,
    );
    expect(providerErrorMessage("suspended", null)).toBe(PROVIDER_ERRORS.suspended);
  });

  it("says an unknown code as a failed sign-in, never the code itself", () => {
    expect(providerErrorMessage("invalid_state<script>", null)).toBe(
      PROVIDER_ERRORS.provider_failed,
    );
    expect(providerErrorMessage("toString", "google")).toBe(PROVIDER_ERRORS.provider_failed);
  });
});

describe("providerFromParam", () => {
  it("knows only the provider names of the contract", () => {
    expect(providerFromParam("google")).toBe("google");
    expect(providerFromParam("Google")).toBeNull();
    expect(providerFromParam(null)).toBeNull();
  });
});
