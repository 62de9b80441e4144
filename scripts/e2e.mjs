// `npm run test:e2e`: build the web app into a folder of this run's own, then run the browser journeys
// against a fresh server serving it (two runs at once never swap each other's build).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const webDir = path.resolve(".tmp", `e2e-web-${process.pid}`);
const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", webDir], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_WEB_DIR: webDir },
});
rmSync(webDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
