import { execFile, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "../src/domain/password-guessability";

const run = promisify(execFile);
// Inside the checkout, as dist/server is: the bundle finds its packages in node_modules from there.
const outDir = path.resolve(".tmp", `build-server-test-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });

async function untilHealthy(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the compiled server (npm run build, npm start)", () => {
  it(
    "bundles main.ts into plain JavaScript that starts, finds its data files and migrations, and stops",
    { timeout: 90_000 },
    async () => {
      await run(process.execPath, ["scripts/build-server.mjs", outDir]);
      const bundle = readFileSync(path.join(outDir, "main.js"), "utf8");
      // Packages are in the bundle but for those that find files beside their own code, and nothing
      // compiles TypeScript at run time. The bundle is minified: no space need follow "from".
      expect(bundle).not.toMatch(/from ?"fastify"/);
      expect(bundle).toMatch(/from ?"@electric-sql\/pglite"/);
      expect(bundle).not.toMatch(/from ?"(tsx|typescript)["/]/);
      // ASCII only, so that V8 keeps the source one byte per character (build-server.mjs).
      expect(bundle).not.toMatch(/[\u0080-\uffff]/);

      const port = await freePort();
      const server = spawn(process.execPath, [path.join(outDir, "main.js")], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: "memory://",
          DATABASE_URL: "",
          WEB_DIR: "",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) =>
        server.once("exit", (code) => resolve(code)),
      );
      try {
        const origin = `http://127.0.0.1:${port}`;
        const health = await untilHealthy(`${origin}/api/health`, Date.now() + 60_000);
        expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

        // The password list is read from data/ relative to its module's source, not to the bundle.
        const signup = await fetch(`${origin}/api/auth/signup`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({
            firstName: "Ada",
            lastName: "Build",
            email: "ada@example.com",
            birthday: "1990-01-01",
            password: "Password1234",
            confirmPassword: "Password1234",
            acceptTerms: true,
          }),
        });
        expect(await signup.text()).toContain(COMMON_PASSWORD_MESSAGE);
      } finally {
        server.kill("SIGTERM");
      }
      expect(await exited, stderr).toBe(0);
    },
  );
});
