import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IDENTITY_ERRORS, type SignInMethod } from "../../../contract/providers";
import { setLocaleForTests } from "../../lib/locale";
import { methodDates, methodName, noticeFromParams, withoutNoticeParams } from "./sign-in-methods";

const google: SignInMethod = {
  id: "i1",
  kind: "google",
  email: "ada@gmail.com",
  createdAt: "2026-11-03T10:00:00Z",
  lastUsedAt: "2026-11-25T09:00:00Z",
  isRemovable: true,
};

describe("sign-in methods as words", () => {
  beforeEach(() => setLocaleForTests("en-GB"));
  afterEach(() => setLocaleForTests(null));

  it("names each method", () => {
    expect(methodName("password")).toBe("Password");
    expect(methodName("microsoft")).toBe("Microsoft");
  });

  it("says when a provider was linked and last used", () => {
    expect(methodDates(google)).toBe("Linked 3 Nov 2026 · last used 25 Nov 2026");
    expect(methodDates({ ...google, lastUsedAt: null })).toBe(
      "Linked 3 Nov 2026 · not used to sign in yet",
    );
  });

  it("says when the password was set, and nothing it does not know", () => {
    const password: SignInMethod = {
      id: "password",
      kind: "password",
      email: "ada@example.com",
      createdAt: "2026-01-05T10:00:00Z",
      lastUsedAt: null,
      isRemovable: true,
    };
    expect(methodDates(password)).toBe("Set 5 Jan 2026");
    expect(methodDates({ ...password, createdAt: null })).toBe("");
  });
});

describe("the answer of a link round trip", () => {
  it("announces a linked provider", () => {
    expect(noticeFromParams(new URLSearchParams("linked=microsoft"))).toEqual({
      tone: "success",
      text: "Microsoft is linked. You can now sign in with it.",
    });
  });

  it("says an error in words", () => {
    expect(noticeFromParams(new URLSearchParams("error=identity_already_exists"))).toEqual({
      tone: "error",
      text: IDENTITY_ERRORS.identity_already_exists,
    });
    expect(
      noticeFromParams(new URLSearchParams("error=provider_denied&provider=google"))?.text,
    ).toBe("Linking Google was cancelled.");
  });

  it("ignores a provider it does not know and a URL without an answer", () => {
    expect(noticeFromParams(new URLSearchParams("linked=myspace"))).toBeNull();
    expect(noticeFromParams(new URLSearchParams("tab=profile"))).toBeNull();
  });

  it("cleans only its own parameters from the URL", () => {
    expect(withoutNoticeParams(new URLSearchParams("linked=google"))).toBe("");
    expect(withoutNoticeParams(new URLSearchParams("error=x&provider=google&tab=security"))).toBe(
      "?tab=security",
    );
  });
});
