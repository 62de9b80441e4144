// `npm start`: build the web app and the server when missing or older than their sources, then run
// the compiled server in this very process (no TypeScript compiler, no child process left running).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true }))
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources` (files or folders). */
function isStale(output, sources) {
  return !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;
}

/** The files the last server build read (scripts/build-server.mjs records them), so any edit to one rebuilds. */
function serverInputs(outDir) {
  try {
    return JSON.parse(readFileSync(path.join(outDir, "meta.json"), "utf8")).inputs;
  } catch {
    return [];
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The build's own settings and the installed packages count as sources: a build made before a
// vite.config.ts change (one that wrote source maps, say) or an upgrade must not keep being served.
const webIndex = path.resolve("dist/web/index.html");
if (
  isStale(webIndex, [
    "src/web",
    "src/contract",
    "src/domain",
    "vite.config.ts",
    "scripts/vite-compress.ts",
    "scripts/vite-prerender.ts",
    "package-lock.json",
  ])
) {
  console.log("building the web app (first start, or sources changed)...");
  run("npx", ["vite", "build", "--logLevel", "warn"]);
}

const serverDir = path.resolve("dist/server");
const serverMain = path.join(serverDir, "main.js");
if (
  isStale(serverMain, [
    ...serverInputs(serverDir),
    "src/server",
    "scripts/build-server.mjs",
    "package-lock.json",
  ])
) {
  console.log("building the server (first start, or sources changed)...");
  // In a child: esbuild keeps a service process alive beside whoever imports it.
  run(process.execPath, ["scripts/build-server.mjs"]);
}

// Stack traces name the TypeScript source lines (the bundle's map has no source text, so it is small).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverMain).href);
