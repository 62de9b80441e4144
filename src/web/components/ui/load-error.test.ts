import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { loadErrorText, loadFailureMessage } from "./load-error";

describe("load failure texts (admin spec, section 8)", () => {
  it("uses the spec's default when the failure carries no message of its own", () => {
    // A bare 500 or 502 with no error body, as a proxy sends.
    expect(
      loadErrorText("users", new ApiError(500, "unknown", "An unexpected error occurred")),
    ).toBe("Error loading users: Failed to load users");
    // The server's generic 5xx text says nothing about what failed.
    expect(
      loadErrorText(
        "tickets",
        new ApiError(500, "internal", "Something went wrong on our side. Please try again."),
      ),
    ).toBe("Error loading tickets: Failed to load tickets");
    // An error of the page's own code is for developers.
    expect(loadErrorText("plans", new TypeError("Cannot read properties of null"))).toBe(
      "Error loading plans: Failed to load plans",
    );
    expect(loadFailureMessage(new ApiError(503, "unknown", ""), "Failed to load permissions")).toBe(
      "Failed to load permissions",
    );
  });

  it("keeps a message the server gave", () => {
    expect(
      loadErrorText(
        "departments",
        new ApiError(403, "forbidden", "You don't have permission to do that"),
      ),
    ).toBe("Error loading departments: You don't have permission to do that");
    expect(
      loadErrorText(
        "chat sessions",
        new ApiError(
          0,
          "network",
          "Could not reach the server. Check your connection and try again.",
        ),
      ),
    ).toBe(
      "Error loading chat sessions: Could not reach the server. Check your connection and try again.",
    );
  });
});
