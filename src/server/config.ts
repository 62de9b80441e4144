import path from "node:path";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  productName: string;
  staffEmailDomain: string;
  /** postgres://… to use a PostgreSQL server; unset for the embedded database. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where links in e-mails point (see linkBaseUrl); also an accepted Origin for the CSRF check. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the built SPA from this folder; unset in tests and in `npm run dev`. */
  webDir: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  rateLimits: {
    signInPerIp: RateLimitRule;
    signInPerAccount: RateLimitRule;
    signUpPerIp: RateLimitRule;
    signUpPerAccount: RateLimitRule;
    recoveryPerIp: RateLimitRule;
    recoveryPerAccount: RateLimitRule;
  };
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    productName: env.PRODUCT_NAME ?? "Vitalog",
    staffEmailDomain: (env.STAFF_EMAIL_DOMAIN ?? "vitalog.app").toLowerCase(),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.resolve("data/pglite"),
    publicUrl: env.PUBLIC_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Vitalog <no-reply@vitalog.app>",
    webDir: env.WEB_DIR === "" ? undefined : path.resolve(env.WEB_DIR ?? "dist/web"),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === "true",
    logLevel: env.LOG_LEVEL ?? "info",
    rateLimits: defaultRateLimits(Number(env.RATE_LIMIT_SCALE ?? 1)),
  };
}

/** `scale` multiplies every allowance; the browser tests raise it, production keeps 1. */
export function defaultRateLimits(scale = 1): Config["rateLimits"] {
  const rule = (max: number, windowSeconds: number) => ({ max: Math.ceil(max * scale), windowSeconds });
  return {
    signInPerIp: rule(30, 15 * 60),
    signInPerAccount: rule(10, 15 * 60),
    signUpPerIp: rule(10, 60 * 60),
    // Per e-mail as well as per IP (as sign-in and recovery are): attempts spread over many IPs still
    // meet one bound for one address, so nobody floods another person's address with sign-up tries.
    signUpPerAccount: rule(5, 60 * 60),
    recoveryPerIp: rule(10, 60 * 60),
    recoveryPerAccount: rule(3, 60 * 60),
  };
}

/**
 * The base of every link we e-mail: PUBLIC_URL, else the local install on PORT. Never the request's
 * Host or Origin: both are chosen by the sender, so a forged Host would mail a real reset token
 * pointing at someone else's site.
 */
export function linkBaseUrl(config: Pick<Config, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}
