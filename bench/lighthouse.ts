/**
 * Lighthouse on the real server: `npm run bench:lighthouse`.
 *
 * It runs what `npm start` runs (scripts/start.mjs: the web app and the server are built first when
 * missing or older than their sources) on a scratch PGlite data directory and a free port, signs up a
 * returning user through the API (e-mail verified, goals set up, so /app is the dashboard and not the
 * first-visit wizard), then runs Lighthouse's default mobile settings (Moto G Power, simulated slow 4G)
 * for performance and accessibility on `/`, `/login` and the signed-in `/app`, LIGHTHOUSE_RUNS times
 * each (3), in the system Chromium. Every run's requests must stay on the local server: a run that
 * fetched anything from elsewhere fails the benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { z } from "zod";
import { RETURNING_USER_GOALS } from "../src/server/testing/goal-setup";
import { freePort, waitUntilOk } from "./support";

const RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PASSWORD = "Lighthouse1pass";
const EMAIL = `lighthouse-${Date.now()}@example.com`;

interface Page {
  path: string;
  signedIn: boolean;
  performanceTarget: number;
}
const PAGES: Page[] = [
  { path: "/", signedIn: false, performanceTarget: 100 },
  { path: "/login", signedIn: false, performanceTarget: 95 },
  { path: "/app", signedIn: true, performanceTarget: 95 },
];
const ACCESSIBILITY_TARGET = 100;

const LogLine = z.object({
  level: z.number(),
  kind: z.string().optional(),
  to: z.string().optional(),
  msg: z.string().optional(),
});

/**
 * `npm start` in a child. Its log is read for the verification mail (without SMTP the outbox logs
 * mail at info); warnings, errors and the build's own lines are passed on.
 */
function startServer(
  port: number,
  dataDir: string,
): { server: ChildProcess; verificationLink: Promise<string> } {
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const verificationLink = new Promise<string>((resolve) => {
    createInterface({ input: server.stdout }).on("line", (line) => {
      let parsed: z.infer<typeof LogLine> | undefined;
      try {
        parsed = LogLine.parse(JSON.parse(line));
      } catch {
        // Not a log line: the build's output.
      }
      if (!parsed || parsed.level >= 40) console.error(line);
      const link =
        parsed?.kind === "email_verification" && parsed.to === EMAIL
          ? /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(parsed.msg ?? "")?.[0]
          : undefined;
      if (link) resolve(link);
    });
  });
  return { server, verificationLink };
}

async function post(
  origin: string,
  url: string,
  body: unknown,
  cookie?: string,
): Promise<Response> {
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A returning user's session cookie: signed up, e-mail verified, signed in, goals set up. */
async function signInReturningUser(
  origin: string,
  verificationLink: Promise<string>,
): Promise<string> {
  await post(origin, "/api/auth/signup", {
    firstName: "Robin",
    lastName: "Bench",
    email: EMAIL,
    birthday: "1990-05-14",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  const token = new URL(await verificationLink).searchParams.get("token");
  await post(origin, "/api/auth/verify-email", { token });
  const signedIn = await post(origin, "/api/auth/signin", { email: EMAIL, password: PASSWORD });
  const session = signedIn.headers
    .getSetCookie()
    .map((header) => /^vitalog_session=[^;]+/.exec(header)?.[0])
    .find(Boolean);
  if (!session) throw new Error("sign-in set no vitalog_session cookie");
  await post(origin, "/api/goals/setup", RETURNING_USER_GOALS, session);
  const dashboard = z
    .object({ needsGoalSetup: z.boolean() })
    .parse(await (await fetch(`${origin}/api/dashboard`, { headers: { cookie: session } })).json());
  if (dashboard.needsGoalSetup)
    throw new Error("the goals are set up but the dashboard still asks for the wizard");
  return session;
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failedA11y: string[];
  lhr: Result;
}

const NetworkItems = z.array(z.object({ url: z.string() }));

function runOf(lhr: Result, origin: string): Run {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const requests = NetworkItems.parse(
    (lhr.audits["network-requests"]?.details as { items?: unknown } | undefined)?.items ?? [],
  );
  const elsewhere = requests
    .map((r) => r.url)
    .filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
  if (elsewhere.length > 0)
    throw new Error(
      `${lhr.finalDisplayedUrl} fetched from outside the local server: ${elsewhere.join(", ")}`,
    );
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} in the report of ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    failedA11y,
    lhr,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * What holds the page's performance back, costliest first: the performance audits that fail or
 * estimate a saving, other than the metrics themselves, and those that could not run.
 */
function opportunities(lhr: Result): string[] {
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter(
    (ref) => ref.group !== "metrics" && ref.group !== "hidden",
  );
  const audits = refs.map((ref) => lhr.audits[ref.id]!);
  const savings = (audit: (typeof audits)[number]) =>
    Object.values(audit.metricSavings ?? {}).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  const lines = audits
    .filter((audit) => (audit.score !== null && audit.score < 1) || savings(audit) > 0)
    .sort((a, b) => savings(b) - savings(a))
    .map((audit) => {
      const saved = Object.entries(audit.metricSavings ?? {})
        .filter(([, v]) => v)
        .map(
          ([metric, v]) =>
            `${metric} −${metric === "CLS" ? v!.toFixed(3) : `${Math.round(v!)} ms`}`,
        );
      return `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${saved.length ? ` [estimated savings: ${saved.join(", ")}]` : ""}`;
    });
  const errored = audits
    .filter((audit) => audit.scoreDisplayMode === "error")
    .map((audit) => audit.id);
  if (errored.length)
    lines.push(
      `could not run (Lighthouse 12.2.3's trace engine on this Chromium): ${errored.join(", ")}`,
    );
  return lines;
}

const Observed = z.object({
  lcp: z.array(z.object({ at: z.number(), size: z.number(), element: z.string() })),
  shifts: z.array(z.object({ at: z.number(), value: z.number(), sources: z.array(z.string()) })),
});

// A string, not a function: tsx would wrap the function's inner helpers in its own __name, unknown to the page.
const OBSERVER_SCRIPT = `
  const describe = (node) => (node instanceof Element ? node.outerHTML.replace(/\\s+/g, " ").slice(0, 160) : String(node?.nodeName ?? "?"));
  const seen = (window.__observed = { lcp: [], shifts: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp.push({ at: entry.startTime, size: entry.size, element: describe(entry.element) });
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

/**
 * The LCP element and what shifts, as the browser reports them: Lighthouse 12.2.3's trace engine
 * cannot read Chromium 156's frame events, so its own largest-contentful-paint-element and
 * layout-shifts audits error. Lighthouse loads the page unthrottled and simulates the slow network
 * afterwards, so an unthrottled load at its mobile viewport shows the same elements and shifts.
 */
async function observe(url: string, cookie: string | undefined): Promise<z.infer<typeof Observed>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: cookie ? { cookie } : {},
    });
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    return Observed.parse(await page.evaluate("window.__observed"));
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run: its defaults otherwise (mobile, simulated throttling, cache cleared first). Now
 * and then Chromium's trace misses the navigation (NO_NAVSTART): that run says nothing about the
 * page, so it is run again, at most twice.
 */
async function measure(url: string, port: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.error(`${url}: ${error.code}, running it again`);
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "vitalog-lighthouse-"));
const reportDir = mkdtempSync(path.join(tmpdir(), "vitalog-lighthouse-reports-"));
const { server, verificationLink } = startServer(port, dataDir);
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: Array<{ page: Page; runs: Run[]; observed: z.infer<typeof Observed> }> = [];
try {
  // A first start builds the web app and the server: minutes on a busy machine.
  await waitUntilOk(`${origin}/api/health`, server, { everyMs: 250, timeoutMs: 10 * 60_000 });
  const session = await signInReturningUser(origin, verificationLink);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await measure(
        `${origin}${page.path}`,
        chrome.port,
        page.signedIn ? session : undefined,
      );
      const run = runOf(result.lhr, origin);
      if (page.signedIn && !new URL(result.lhr.finalDisplayedUrl).pathname.startsWith("/app"))
        throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}, not the dashboard`);
      runs.push(run);
      writeFileSync(
        path.join(reportDir, `${page.path.replace(/\W/g, "") || "home"}-${i + 1}.json`),
        JSON.stringify(result.lhr),
      );
      console.error(
        `${page.path} run ${i + 1}/${RUNS}: performance ${run.performance}, accessibility ${run.accessibility}`,
      );
    }
    results.push({
      page,
      runs,
      observed: await observe(`${origin}${page.path}`, page.signedIn ? session : undefined),
    });
  }
} finally {
  chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) =>
    server.exitCode === null ? server.once("exit", resolve) : resolve(null),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

const met = (ok: boolean) => (ok ? "met" : "NOT met");
console.log(
  `\nLighthouse ${results[0]?.runs[0]?.lhr.lighthouseVersion ?? ""}, mobile (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} run(s) per page, Chromium ${results[0]?.runs[0]?.lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? ""}`,
);
console.log(
  "| page | performance | target | accessibility | target | FCP ms | LCP ms | TBT ms | CLS | transfer KiB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const { page, runs } of results) {
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  const performance = m((r) => r.performance);
  const accessibility = m((r) => r.accessibility);
  console.log(
    `| ${page.path}${page.signedIn ? " (signed in)" : ""} | ${performance} (runs ${runs.map((r) => r.performance).join(", ")}) | ${page.performanceTarget === 100 ? "100" : `≥ ${page.performanceTarget}`}: ${met(performance >= page.performanceTarget)} | ${accessibility} | ${ACCESSIBILITY_TARGET}: ${met(accessibility >= ACCESSIBILITY_TARGET)} | ${m((r) => r.fcp).toFixed(0)} | ${m((r) => r.lcp).toFixed(0)} | ${m((r) => r.tbt).toFixed(0)} | ${m((r) => r.cls).toFixed(3)} | ${(m((r) => r.bytes) / 1024).toFixed(1)} |`,
  );
}
for (const { page, runs, observed } of results) {
  const failed = [...new Set(runs.flatMap((run) => run.failedA11y))];
  console.log(
    `\n${page.path}: failed accessibility audits: ${failed.length ? failed.join(", ") : "none"}`,
  );
  // The run whose performance score is the median is the one to read.
  const typical = [...runs].sort((a, b) => a.performance - b.performance)[
    Math.floor(runs.length / 2)
  ]!;
  for (const line of opportunities(typical.lhr)) console.log(`  ${line}`);
  const lcp = observed.lcp.at(-1);
  if (lcp)
    console.log(
      `  LCP element (browser, unthrottled): ${lcp.element} at ${lcp.at.toFixed(0)} ms, ${lcp.size} px²`,
    );
  for (const shift of observed.shifts)
    console.log(
      `  layout shift ${shift.value.toFixed(3)} at ${shift.at.toFixed(0)} ms (browser, unthrottled): ${shift.sources.join(" | ")}`,
    );
}
console.log(`\nFull reports (JSON): ${reportDir}`);
process.exit(0);
