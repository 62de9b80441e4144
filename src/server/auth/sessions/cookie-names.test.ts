import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EndpointSpec } from "../../../contract/endpoint";
import { authApi } from "../../../contract/auth-api";
import { createTestContext, type TestCallInput, type TestContext } from "../../testing/test-app";
import { authCookiesFor } from "./cookie-names";

const SITE = "https://vitalog.example";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: SITE });
});
afterAll(() => ctx.close());

const call = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, headers: { origin: SITE, ...input.headers } });
const signUp = () =>
  call(authApi.signUp, {
    body: {
      firstName: "Host",
      lastName: "Prefix",
      email: `host-${Date.now()}@example.com`,
      birthday: "1990-01-01",
      password: "Velvet7Harbour!",
      confirmPassword: "Velvet7Harbour!",
      acceptTerms: true,
    },
  });

describe("cookies on an https site (ASVS 3.4)", () => {
  it("names the session cookie __Host- and the device cookie __Secure-, both Secure, even when the proxy's request looks like http", async () => {
    const response = await signUp();
    expect(response.statusCode, response.body).toBe(201);
    const session = response.cookies.find((c) => c.name === "__Host-vitalog_session");
    expect(session).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(session).not.toHaveProperty("domain");
    const device = response.cookies.find((c) => c.name === "__Secure-vitalog_device");
    expect(device).toMatchObject({ path: "/api/auth", httpOnly: true, secure: true });
    expect(response.cookies.map((c) => c.name)).not.toContain("vitalog_session");
  });

  it("reads only the prefixed cookie: the same token under the plain name, which a sibling site could plant, signs nobody in", async () => {
    const response = await signUp();
    const token = response.cookies.find((c) => c.name === "__Host-vitalog_session")!.value;
    expect((await call(authApi.me, { cookie: `__Host-vitalog_session=${token}` })).statusCode).toBe(
      200,
    );
    expect((await call(authApi.me, { cookie: `vitalog_session=${token}` })).statusCode).toBe(401);

    const out = await call(authApi.signOut, { cookie: `__Host-vitalog_session=${token}` });
    expect(out.cookies.find((c) => c.name === "__Host-vitalog_session")).toMatchObject({
      value: "",
      path: "/",
      secure: true,
    });
  });

  it("keeps plain names on http, where browsers refuse Secure cookies", () => {
    expect(authCookiesFor(undefined)).toEqual({
      session: "vitalog_session",
      device: "vitalog_device",
      isAlwaysSecure: false,
    });
    expect(authCookiesFor("http://localhost:3000").session).toBe("vitalog_session");
    expect(authCookiesFor("HTTPS://Vitalog.example").session).toBe("__Host-vitalog_session");
  });
});
