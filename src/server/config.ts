import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { readProvidersConfig, type ProvidersConfig } from "./providers-config";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Which proxies may speak for the client in X-Forwarded-For (Fastify's `trustProxy`): false trusts
 * none, a number trusts that many hops nearest the server, a list trusts those addresses or ranges.
 * Never `true`: Fastify then takes the leftmost address, which the client writes itself, so per-IP
 * rate limits and the IPs kept with sessions and audit entries would be the sender's choice.
 */
export type TrustProxy = false | number | string[];

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

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
  trustProxy: TrustProxy;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimits: ReturnType<typeof defaultRateLimits>;
  /** Sites whose browser apps may call /api/v1 with a bearer token (CORS); empty allows none. */
  corsOrigins: string[];
  socketCaps: SocketCaps;
  /** Google, Apple and Microsoft sign-in: only the fully configured ones (AUTH_<PROVIDER>_*). */
  providers: ProvidersConfig;
}

/** A setting the server cannot start with; its message names every bad variable and is meant for the operator. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

/** proxy-addr's names for private ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
/** Never echoed in an error message: they may hold a password. */
const SECRET_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL", "ADMIN_PASSWORD"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  if (value === "false") return false;
  // The old boolean: read as the one reverse proxy it was documented for, not as "believe the header".
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "must be a number of proxy hops (1, 2) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.1,10.0.0.0/8)",
  });
  return z.NEVER;
});

/**
 * `https://app.example` or `http://localhost:5173` as a browser sends it in Origin (host lower-cased,
 * no default port), or null when the entry is more than an origin (a path, a query, credentials).
 */
function originOf(entry: string): string | null {
  if (!/^https?:\/\//i.test(entry)) return null;
  try {
    const url = new URL(entry);
    const isBare =
      url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return isBare && !entry.endsWith("?") && !entry.endsWith("#") ? url.origin : null;
  } catch {
    return null;
  }
}

const corsOriginsSetting = z.string().transform((value, ctx): string[] => {
  const origins = value.split(",").map((entry) => originOf(entry.trim()));
  // "*" is refused on purpose: the list names the sites a user may hand a token to, one by one.
  if (origins.every((origin) => origin !== null)) return [...new Set(origins)];
  ctx.addIssue({
    code: "custom",
    message:
      "must be a comma-separated list of origins: scheme, host and optional port, no path (https://app.example,http://localhost:5173)",
  });
  return z.NEVER;
});

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** The environment the server reads; README's configuration table documents each variable. */
const envSchema = z.object({
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PRODUCT_NAME: z.string().default("Vitalog"),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain such as vitalog.app")
    .transform((domain) => domain.toLowerCase())
    .default("vitalog.app"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// address" })
    .optional(),
  DATA_DIR: z.string().default(() => path.resolve("data/pglite")),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an http:// or https:// address such as https://vitalog.example",
    })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" })
    .optional(),
  MAIL_FROM: z.string().default("Vitalog <no-reply@vitalog.app>"),
  // Empty is meaningful here (serve the API alone), so it is not read as unset.
  WEB_DIR: z
    .string()
    .optional()
    .transform((dir) => (dir === "" ? undefined : path.resolve(dir ?? "dist/web"))),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  RATE_LIMIT_SCALE: z
    .string()
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n > 0, "must be a number above 0")
    .default(1),
  CORS_ORIGINS: corsOriginsSetting.default([]),
});

/**
 * For the entry points (server, admin:create): a bad setting is the operator's to fix, so say which
 * without a stack trace and stop.
 */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    exitOnConfigError(error);
  }
}

/** Prints a ConfigError for the operator and stops the process; anything else is thrown on. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** One refusal message for every bad setting, whether found reading the environment or applying it. */
export function invalidConfiguration(lines: string[]): ConfigError {
  return new ConfigError(
    `Invalid configuration, see the README's configuration table:\n${lines.join("\n")}`,
  );
}

/** Reads the environment once; a bad value stops start-up with a ConfigError instead of running on NaN. */
export function loadConfig(env: Env = process.env): Config {
  // An empty variable is unset (`PORT= npm start`), as shells and .env files commonly leave them.
  const input = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => [
      name,
      name === "WEB_DIR" ? env[name] : env[name] || undefined,
    ]),
  );
  const parsed = envSchema.safeParse(input);
  const { providers, problems } = readProvidersConfig(env);
  if (!parsed.success || problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0]);
      const given = SECRET_VARIABLES.has(name) ? "" : ` (got ${JSON.stringify(input[name])})`;
      return `  ${name} ${issue.message}${given}`;
    });
    throw invalidConfiguration([...lines, ...problems]);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    productName: e.PRODUCT_NAME,
    staffEmailDomain: e.STAFF_EMAIL_DOMAIN,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDir: e.WEB_DIR,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimits: defaultRateLimits(e.RATE_LIMIT_SCALE),
    corsOrigins: e.CORS_ORIGINS,
    socketCaps: defaultSocketCaps(e.RATE_LIMIT_SCALE),
    providers,
  };
}

/** `scale` multiplies every allowance; the browser tests raise it, production keeps 1. */
export function defaultRateLimits(scale = 1) {
  const rule = (max: number, windowSeconds: number) => ({
    max: Math.ceil(max * scale),
    windowSeconds,
  });
  return {
    signInPerIp: rule(30, 15 * 60),
    signInPerAccount: rule(10, 15 * 60),
    // A browser that signed in to the account before skips the per-account limit (so a guesser cannot
    // lock the owner out) but has its own, so a stolen device cookie is no unlimited pass.
    signInPerDevice: rule(10, 15 * 60),
    signUpPerIp: rule(10, 60 * 60),
    // Per e-mail as well as per IP (as sign-in and recovery are): attempts spread over many IPs still
    // meet one bound for one address, so nobody floods another person's address with sign-up tries.
    signUpPerAccount: rule(5, 60 * 60),
    recoveryPerIp: rule(10, 60 * 60),
    recoveryPerAccount: rule(3, 60 * 60),
    // Setting a password through a reset link; per link too, keyed by its hash, never the token itself.
    resetPerIp: rule(20, 60 * 60),
    resetPerToken: rule(10, 60 * 60),
    // Current-password checks of change password and delete account: a stolen session must not
    // become an unlimited password oracle.
    passwordCheckPerUser: rule(5, 15 * 60),
    passwordCheckPerIp: rule(20, 15 * 60),
    // Live chat (issue 10): signed-out starts and offline messages per IP, so one client cannot fill
    // the agents' queue or the Support Queue; messages per session, so one chat cannot flood an agent.
    chatStartPerIp: rule(5, 60 * 60),
    chatMessagePerSession: rule(30, 60),
    offlineMessagePerIp: rule(5, 60 * 60),
    // A transcript may go to any address a signed-out visitor types: bounded, so it is no mail cannon.
    chatTranscriptPerSession: rule(3, 60 * 60),
    // Downloads of Settings, Your data (the archive and each CSV) per user: each reads the user's whole
    // history, so one account cannot keep the database busy by asking again and again.
    exportPerUser: rule(20, 60 * 60),
    // Requests to /api/v1 per personal access token: a script cannot make one user's token a load test.
    apiPerToken: rule(600, 60),
    // Previews and imports of CSV files, every kind together, per user: a preview runs again on each
    // changed option, so a real user sends a handful a file; a script cannot keep the server reading.
    importsPerUser: rule(60, 15 * 60),
  };
}

/** Live sockets (/api/realtime) one session and one client address may hold open at once. */
export interface SocketCaps {
  perSession: number;
  perIp: number;
}

/**
 * Each tab holds one socket, so 20 is a person with very many tabs; an address is shared by a
 * household or an office behind one NAT, hence more. Scaled like the rate limits.
 */
export function defaultSocketCaps(scale = 1): SocketCaps {
  return { perSession: Math.ceil(20 * scale), perIp: Math.ceil(50 * scale) };
}

/**
 * The base of every link we e-mail: PUBLIC_URL, else the local install on PORT. Never the request's
 * Host or Origin: both are chosen by the sender, so a forged Host would mail a real reset token
 * pointing at someone else's site.
 */
export function linkBaseUrl(config: Pick<Config, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}
