import { describe, expect, it } from "vitest";
import type { Passkey } from "../../../contract/passkeys";
import { passkeyNoticeText } from "./passkey-notice";

const laptop = { id: "p1", name: "Home laptop" } as Passkey;

describe("the Passkeys section's message", () => {
  it("says a passkey was added, by its name in the list", () => {
    expect(passkeyNoticeText({ kind: "added", id: "p1" }, [laptop])).toBe(
      '"Home laptop" was added. You can now sign in with it.',
    );
    expect(passkeyNoticeText({ kind: "added", id: "gone" }, [laptop])).toBeNull();
  });

  it("says a rename was a rename, with the old and the new name", () => {
    expect(
      passkeyNoticeText({ kind: "renamed", from: "Work laptop", to: "Home laptop" }, [laptop]),
    ).toBe('"Work laptop" was renamed to "Home laptop".');
  });
});
