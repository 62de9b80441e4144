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
    });
    expect(config.rateLimits).toEqual(defaultRateLimits(2.5));
  });

  it("takes an empty variable as unset, except WEB_DIR where empty means the API alone", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", PUBLIC_URL: "", TRUST_PROXY: "", LOG_LEVEL: "", RATE_LIMIT_SCALE: "" });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, publicUrl: undefined, trustProxy: false, logLevel: "info" });
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
    const message = refusal({ DATABASE_URL: "mysql://app:hunter22@db/vitalog", SMTP_URL: "nope:hunter23" });
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("hunter22");
    expect(message).not.toContain("hunter23");
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
    expect(trust("10.0.0.1, 10.0.0.0/8,::1,fd00::/8")).toEqual(["10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
    expect(trust("loopback")).toEqual(["loopback"]);
  });
});
