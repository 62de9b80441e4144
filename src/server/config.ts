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
  /** Where links in e-mails point; also an accepted Origin for the CSRF check. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the built SPA from this folder; unset in tests and in `npm run dev`. */
  webDir: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  oauth: { google: boolean; apple: boolean; microsoft: boolean };
  rateLimits: {
    signInPerIp: RateLimitRule;
    signInPerAccount: RateLimitRule;
    signUpPerIp: RateLimitRule;
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
    oauth: {
      google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET),
      microsoft: Boolean(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET),
    },
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
    recoveryPerIp: rule(10, 60 * 60),
    recoveryPerAccount: rule(3, 60 * 60),
  };
}
