import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { startTestOidcProvider } from "../../src/server/testing/oidc-provider";
import { ROOT } from "./accounts";

/** pino's level number of `warn`: lines at or above it still reach the console, as before. */
const WARN = 40;

/**
 * Writes every log line of the server to `file` and echoes warnings and errors to the console. The
 * server logs at info so that its outbox (mail kept without SMTP) is in the file for the fixtures.
 */
function captureLog(server: ChildProcess, file: string): void {
  const out = createWriteStream(file);
  createInterface({ input: server.stdout! }).on("line", (line) => {
    out.write(`${line}\n`);
    let level = WARN;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? WARN;
    } catch {
      // Not JSON (a crash trace): show it.
    }
    if (level >= WARN) process.stdout.write(`${line}\n`);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Generous: on a loaded 2-core machine the first start (PGlite's wasm, migrations, seeding) has taken 100 s. */
async function waitForHealth(
  url: string,
  server: ChildProcess,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy in time");
}

/**
 * The Super Admin signs in to the panel in many journeys, and would count as an agent online (every
 * department's, as a generalist) beside the chat journeys that need none: they take no chats. The
 * chat journeys bring agents of their own (the chatAgent fixture).
 */
async function rootAway(baseUrl: string): Promise<void> {
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ email: ROOT.email, password: ROOT.password }),
  });
  if (!signIn.ok) throw new Error(`the Super Admin could not sign in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const away = await fetch(`${baseUrl}/api/admin/chat/availability`, {
    method: "PUT",
    headers: { origin: baseUrl, cookie, "content-type": "application/json" },
    body: JSON.stringify({ availability: "away" }),
  });
  if (!away.ok) throw new Error(`the Super Admin's availability: ${away.status}`);
}

/**
 * One real server for the journeys: built SPA, fresh in-memory database, production code path plus
 * the journeys' one route of their own (server.ts).
 */
export default async function setup() {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Google and Microsoft both sign in at a local provider, so the journeys never reach the internet.
  const idp = await startTestOidcProvider();
  const providerEnv = Object.fromEntries(
    ["GOOGLE", "MICROSOFT"].flatMap((name) => [
      [`AUTH_${name}_ISSUER`, idp.issuer],
      [`AUTH_${name}_CLIENT_ID`, idp.clientId],
      [`AUTH_${name}_CLIENT_SECRET`, idp.clientSecret],
    ]),
  );
  const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      WEB_DIR: process.env.E2E_WEB_DIR ?? "dist/web",
      // info, not warn: the outbox's "mail kept" lines (verification links) are logged at info.
      LOG_LEVEL: "info",
      // Every journey signs up from 127.0.0.1.
      RATE_LIMIT_SCALE: "100",
      ADMIN_EMAIL: ROOT.email,
      ADMIN_PASSWORD: ROOT.password,
      ...providerEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const serverLog = path.join(tmpdir(), `vitalog-e2e-server-${port}.log`);
  captureLog(server, serverLog);
  try {
    await waitForHealth(baseUrl, server);
    await rootAway(baseUrl);
  } catch (error) {
    // No teardown runs when setup throws: a server left running would only load the machine more.
    server.kill("SIGTERM");
    await idp.close();
    throw error;
  }
  // The workers inherit the runner's environment: this is how the journeys find the server (see
  // playwright-utils.ts).
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = serverLog;
  process.env.E2E_OIDC_ISSUER = idp.issuer;
  return async () => {
    server.kill("SIGTERM");
    await idp.close();
  };
}
