import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultRateLimits, loadConfig } from "./config";

/** The message loadConfig refuses `env` with (fails the test when it accepts it). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("needs no variable: every setting has its documented default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      productName: "Vitalog",
      staffEmailDomain: "vitalog.app",
      databaseUrl: undefined,
      dataDir: path.resolve("data/pglite"),
      publicUrl: undefined,
      smtpUrl: undefined,
      webDir: path.resolve("dist/web"),
      trustProxy: false,
      logLevel: "info",
      corsOrigins: [],
    });
    expect(config.rateLimits).toEqual(defaultRateLimits(1));
  });

  it("reads every variable it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PRODUCT_NAME: "Healthy",
      STAFF_EMAIL_DOMAIN: "Example.ORG",
      DATABASE_URL: "postgres://app@db:5432/vitalog",
      DATA_DIR: "memory://",
      PUBLIC_URL: "https://vitalog.example",
      SMTP_URL: "smtp://user:pass@mail:587",
      MAIL_FROM: "Healthy <hi@example.org>",
      WEB_DIR: "",
      ADMIN_EMAIL: "root@example.org",
      ADMIN_PASSWORD: "Secret1pass",
      TRUST_PROXY: "2",
      LOG_LEVEL: "debug",
      RATE_LIMIT_SCALE: "2.5",
      CORS_ORIGINS: "https://App.example:443, http://localhost:5173/",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      productName: "Healthy",
      staffEmailDomain: "example.org",
      databaseUrl: "postgres://app@db:5432/vitalog",
      dataDir: "memory://",
      publicUrl: "https://vitalog.example",
      smtpUrl: "smtp://user:pass@mail:587",
      mailFrom: "Healthy <hi@example.org>",
      webDir: undefined,
      adminEmail: "root@example.org",
      adminPassword: "Secret1pass",
      trustProxy: 2,
      logLevel: "debug",
      corsOrigins: ["https://app.example", "http://localhost:5173"],
    });
    expect(config.rateLimits).toEqual(defaultRateLimits(2.5));
    expect(config.socketCaps).toEqual({ perSession: 50, perIp: 125 });
  });

  it("takes an empty variable as unset, except WEB_DIR where empty means the API alone", () => {
    const config = loadConfig({
      PORT: "",
      DATABASE_URL: "",
      PUBLIC_URL: "",
      TRUST_PROXY: "",
      LOG_LEVEL: "",
      RATE_LIMIT_SCALE: "",
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: undefined,
      trustProxy: false,
      logLevel: "info",
    });
    expect(loadConfig({ WEB_DIR: "" }).webDir).toBeUndefined();
    expect(loadConfig({ WEB_DIR: "build/web" }).webDir).toBe(path.resolve("build/web"));
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "3000.5" }, "PORT"],
    [{ RATE_LIMIT_SCALE: "0" }, "RATE_LIMIT_SCALE"],
    [{ RATE_LIMIT_SCALE: "-1" }, "RATE_LIMIT_SCALE"],
    [{ RATE_LIMIT_SCALE: "lots" }, "RATE_LIMIT_SCALE"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ PUBLIC_URL: "vitalog.example" }, "PUBLIC_URL"],
    [{ PUBLIC_URL: "ftp://vitalog.example" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "mysql://db/vitalog" }, "DATABASE_URL"],
    [{ SMTP_URL: "mail.example.org" }, "SMTP_URL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,proxy.internal" }, "TRUST_PROXY"],
    [{ CORS_ORIGINS: "*" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "app.example" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "https://app.example/path" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "https://app.example,,https://b.example" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "ftp://app.example" }, "CORS_ORIGINS"],
  ])("refuses %o with a message naming %s", (env, variable) => {
    const message = refusal(env);
    expect(message).toContain(variable);
  });

  it("lists every bad variable at once, so one start-up shows all there is to fix", () => {
    const message = refusal({ PORT: "abc", LOG_LEVEL: "loud", RATE_LIMIT_SCALE: "0" });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/RATE_LIMIT_SCALE/);
    expect(message).toContain('"abc"');
  });

  it("never repeats a secret in its message", () => {
    const message = refusal({
      DATABASE_URL: "mysql://app:hunter22@db/vitalog",
      SMTP_URL: "nope:hunter23",
    });
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("hunter22");
    expect(message).not.toContain("hunter23");
  });
});

describe("RATE_LIMIT_SCALE", () => {
  it("multiplies the personal access token allowance too", () => {
    expect(loadConfig({}).rateLimits.apiPerToken).toEqual({ max: 600, windowSeconds: 60 });
    expect(loadConfig({ RATE_LIMIT_SCALE: "2" }).rateLimits.apiPerToken).toEqual({
      max: 1200,
      windowSeconds: 60,
    });
  });
});

describe("TRUST_PROXY", () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("trusts nothing when unset or false", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
  });

  it("takes a number of proxy hops", () => {
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
  });

  it("reads the legacy true as one hop, never as the whole X-Forwarded-For", () => {
    expect(trust("true")).toBe(1);
  });

  it("takes a list of proxy addresses and ranges", () => {
    expect(trust("10.0.0.1, 10.0.0.0/8,::1,fd00::/8")).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    expect(trust("loopback")).toEqual(["loopback"]);
  });
});

describe("AUTH_<PROVIDER>_* (Google, Apple and Microsoft sign-in)", () => {
  const appleKey = () =>
    generateKeyPairSync("ec", { namedCurve: "P-256" })
      .privateKey.export({ format: "pem", type: "pkcs8" })
      .toString();

  it("offers no provider unless one is configured", () => {
    expect(loadConfig({}).providers).toEqual({});
  });

  it("reads Google and Microsoft with their real issuers by default, and a tenant for Microsoft", () => {
    const config = loadConfig({
      AUTH_GOOGLE_CLIENT_ID: "g-id",
      AUTH_GOOGLE_CLIENT_SECRET: "g-secret",
      AUTH_MICROSOFT_CLIENT_ID: "m-id",
      AUTH_MICROSOFT_CLIENT_SECRET: "m-secret",
      AUTH_MICROSOFT_TENANT: "consumers",
    });
    expect(config.providers.google).toEqual({
      clientId: "g-id",
      secret: { kind: "secret", value: "g-secret" },
      issuer: "https://accounts.google.com",
    });
    expect(config.providers.microsoft?.issuer).toBe(
      "https://login.microsoftonline.com/consumers/v2.0",
    );
    expect(
      loadConfig({ AUTH_MICROSOFT_CLIENT_ID: "m", AUTH_MICROSOFT_CLIENT_SECRET: "s" }).providers
        .microsoft?.issuer,
    ).toBe("https://login.microsoftonline.com/common/v2.0");
    expect(config.providers.apple).toBeUndefined();
  });

  it("takes an issuer of our own, so tests can point a provider at a local one", () => {
    const config = loadConfig({
      AUTH_GOOGLE_CLIENT_ID: "g",
      AUTH_GOOGLE_CLIENT_SECRET: "s",
      AUTH_GOOGLE_ISSUER: "http://127.0.0.1:4000/",
    });
    expect(config.providers.google?.issuer).toBe("http://127.0.0.1:4000");
    expect(
      refusal({
        AUTH_GOOGLE_CLIENT_ID: "g",
        AUTH_GOOGLE_CLIENT_SECRET: "s",
        AUTH_GOOGLE_ISSUER: "accounts.google.com",
      }),
    ).toContain("AUTH_GOOGLE_ISSUER");
  });

  it("refuses a half-configured provider, naming the missing variable and never echoing a secret", () => {
    const message = refusal({
      AUTH_GOOGLE_CLIENT_SECRET: "very-secret-value",
      AUTH_MICROSOFT_CLIENT_ID: "m-id",
    });
    expect(message).toContain("AUTH_GOOGLE_CLIENT_ID is required");
    expect(message).toContain("AUTH_MICROSOFT_CLIENT_SECRET is required");
    expect(message).not.toContain("very-secret-value");
  });

  it("reads Apple with a ready-made client secret or with the key to sign one", () => {
    expect(
      loadConfig({ AUTH_APPLE_CLIENT_ID: "app.vitalog", AUTH_APPLE_CLIENT_SECRET: "eyJ.jwt" })
        .providers.apple,
    ).toEqual({
      clientId: "app.vitalog",
      secret: { kind: "secret", value: "eyJ.jwt" },
      issuer: "https://appleid.apple.com",
    });
    const key = appleKey();
    const apple = loadConfig({
      AUTH_APPLE_CLIENT_ID: "app.vitalog",
      AUTH_APPLE_TEAM_ID: "TEAM123456",
      AUTH_APPLE_KEY_ID: "KEY1234567",
      AUTH_APPLE_PRIVATE_KEY: key.replace(/\n/g, "\\n"),
    }).providers.apple;
    expect(apple?.secret).toEqual({
      kind: "apple_key",
      teamId: "TEAM123456",
      keyId: "KEY1234567",
      privateKey: key.trim(),
    });
  });

  it("refuses Apple without a way to authenticate, with part of a key, or with a key that is not one", () => {
    expect(refusal({ AUTH_APPLE_CLIENT_ID: "app.vitalog" })).toContain(
      "AUTH_APPLE_CLIENT_SECRET, or AUTH_APPLE_TEAM_ID",
    );
    expect(refusal({ AUTH_APPLE_CLIENT_ID: "app.vitalog", AUTH_APPLE_TEAM_ID: "T" })).toMatch(
      /AUTH_APPLE_KEY_ID is required[\s\S]*AUTH_APPLE_PRIVATE_KEY is required/,
    );
    expect(
      refusal({
        AUTH_APPLE_TEAM_ID: "T",
        AUTH_APPLE_KEY_ID: "K",
        AUTH_APPLE_PRIVATE_KEY: appleKey(),
      }),
    ).toContain("AUTH_APPLE_CLIENT_ID is required");
    const message = refusal({
      AUTH_APPLE_CLIENT_ID: "a",
      AUTH_APPLE_TEAM_ID: "T",
      AUTH_APPLE_KEY_ID: "K",
      AUTH_APPLE_PRIVATE_KEY: "not-a-key",
    });
    expect(message).toContain("AUTH_APPLE_PRIVATE_KEY must be the P-256 private key");
    expect(message).not.toContain("not-a-key");
  });
});
