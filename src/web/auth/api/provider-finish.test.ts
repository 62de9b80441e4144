import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Profile } from "../../../contract/auth";
import { ME_QUERY_KEY } from "./get-me";
import { applySignInResult } from "./provider-finish";

const profile = { id: "u1", email: "ada@example.com", firstName: "Ada" } as Profile;

describe("applySignInResult", () => {
  it("starts the new session from an empty cache holding only the signed-in profile", () => {
    const client = new QueryClient();
    client.setQueryData(["auth", "providers", "pending"], { kind: "signup" });
    client.setQueryData(ME_QUERY_KEY, null);
    expect(applySignInResult(client, { profile })).toEqual({ kind: "signed-in", to: "/app" });
    expect(client.getQueryData(ME_QUERY_KEY)).toBe(profile);
    expect(client.getQueryData(["auth", "providers", "pending"])).toBeUndefined();
  });

  it("sends a user with two-factor on to the login page's code step, with no profile cached", () => {
    const client = new QueryClient();
    client.setQueryData(ME_QUERY_KEY, null);
    expect(applySignInResult(client, { secondFactorRequired: true })).toEqual({
      kind: "second-factor",
      to: "/login?step=second-factor",
    });
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});
