import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { PASSKEY_PROMPT_MESSAGES, passkeyProblem } from "./passkey-browser";

const CANCELLED = "No passkey was used.";
const named = (name: string, code?: string) =>
  Object.assign(new Error("raw browser text"), { name, ...(code ? { code } : {}) });

describe("passkeyProblem", () => {
  it("reads a closed or withdrawn prompt as the user's choice, calmly", () => {
    expect(
      passkeyProblem(named("NotAllowedError", "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY"), CANCELLED),
    ).toEqual({ tone: "info", message: CANCELLED });
    expect(passkeyProblem(new DOMException("aborted", "AbortError"), CANCELLED)).toEqual({
      tone: "info",
      message: CANCELLED,
    });
  });

  it("says a device already holds a passkey for the account instead of the browser's text", () => {
    expect(
      passkeyProblem(
        named("InvalidStateError", "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"),
        CANCELLED,
      ),
    ).toEqual({
      tone: "info",
      message: PASSKEY_PROMPT_MESSAGES.alreadyOnDevice,
    });
  });

  it("shows the server's message for an API refusal and a plain sentence for anything else", () => {
    const refusal = new ApiError(
      400,
      "passkey_not_verified",
      "This passkey could not be verified. Try again or use your password.",
    );
    expect(passkeyProblem(refusal, CANCELLED)).toEqual({ tone: "error", message: refusal.message });
    expect(passkeyProblem(named("SecurityError"), CANCELLED)).toEqual({
      tone: "error",
      message: PASSKEY_PROMPT_MESSAGES.browserFailed,
    });
    expect(passkeyProblem("not even an error", CANCELLED).tone).toBe("error");
  });
});
