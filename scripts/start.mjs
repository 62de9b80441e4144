// `npm start`: build the web app when it is missing or older than its sources, then serve.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const built = path.resolve("dist/web/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// The build's own settings count as a source: a build made before a vite.config.ts change (one that
// wrote source maps, say) must not keep being served.
const sources = [
  ...["src/web", "src/contract", "src/domain"].map((d) => newestMtime(path.resolve(d))),
  statSync(path.resolve("vite.config.ts")).mtimeMs,
];
const isStale = !existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs;
if (isStale) {
  console.log("building the web app (first start, or sources changed)...");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
