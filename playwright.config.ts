import { defineConfig, type Project } from "@playwright/test";

// `npm run test:e2e` (scripts/e2e.mjs) builds the web app and runs this; global-setup.ts starts one
// server for all the journeys, on a port of its own.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/**
 * Journeys that change a setting of the whole server that other journeys meet (staff two-factor):
 * they run after the others, one at a time, so no other journey meets the setting half-way. They
 * choose their widths themselves (openPage's viewport), as a project's width would run them twice.
 * The SLA targets desk-sla.e2e.ts sets are read by no other journey, so it runs among the others.
 */
const SERVER_WIDE = ["**/staff-two-factor.e2e.ts"];

/**
 * Journeys of the live chat: which agents are online, and so who is offered a chat, is the server's,
 * so they run one at a time beside the others (at the widths they choose, as above). They bring
 * agents of their own (the chatAgent fixture); the other journeys' staff, and the Super Admin, are
 * away (staffWithRole, global-setup.ts), so no chat journey meets an agent it did not make.
 */
const CHAT = [
  "**/live-chat.e2e.ts",
  "**/live-chat-console.e2e.ts",
  "**/desk-queue.e2e.ts",
  "**/priority-support.e2e.ts",
];

// A journey runs at both widths unless tagged @desktop or @mobile: one width's layout only.
const widths: Project[] = [
  { name: "desktop", use: { viewport: DESKTOP }, grepInvert: /@mobile/ },
  { name: "mobile", use: { viewport: MOBILE }, grepInvert: /@desktop/ },
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Files run side by side, each journey signing up users of its own; a file's tests in order.
  workers: 2,
  fullyParallel: false,
  // A flaky journey is explained and fixed, not retried.
  retries: 0,
  // The longest journeys take most of a minute alone; two workers share the machine's cores.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [["list"], ["html", { outputFolder: ".tmp/e2e-report", open: "never" }]],
  outputDir: "test-results",
  use: {
    // Kept for a failed journey only; the DOM snapshots show each step, and leaving out the screencast
    // frames spares the two cores the encoding of every passing journey's.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // First, so its chain of journeys runs beside the others rather than alone at the end.
    { name: "chat", use: { viewport: DESKTOP }, testMatch: CHAT, workers: 1 },
    ...widths.map((project) => ({ ...project, testIgnore: [...SERVER_WIDE, ...CHAT] })),
    {
      name: "server-wide",
      use: { viewport: DESKTOP },
      testMatch: SERVER_WIDE,
      workers: 1,
      dependencies: ["chat", "desktop", "mobile"],
    },
  ],
});
