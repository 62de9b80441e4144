import { describe, expect, it } from "vitest";
import { IDENTITY_ERRORS } from "../../../contract/providers";
import { ApiError } from "../../lib/api-client";
import { identityErrorText } from "./remove-method-dialog";

describe("identityErrorText", () => {
  it("says the spec's identity errors by their code", () => {
    expect(identityErrorText(new ApiError(409, "single_identity_not_deletable", "Conflict"))).toBe(
      IDENTITY_ERRORS.single_identity_not_deletable,
    );
    expect(identityErrorText(new ApiError(404, "identity_not_found", "Not found"))).toBe(
      IDENTITY_ERRORS.identity_not_found,
    );
  });

  it("keeps the server's own message for anything else", () => {
    expect(
      identityErrorText(
        new ApiError(429, "rate_limited", "Too many attempts. Try again in 5 minutes."),
      ),
    ).toBe("Too many attempts. Try again in 5 minutes.");
    expect(identityErrorText(new Error("boom"))).toBe("An unexpected error occurred");
  });
});
