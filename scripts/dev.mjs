// `npm run dev`: the API on API_PORT (3001) reloading on change, Vite on PORT (3000) proxying /api to it.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
// Mailed links (password reset, verification) must open the page Vite serves, not the bare API.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? "3000"}`;
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      WEB_DIR: "",
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
