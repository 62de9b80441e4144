import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  deferAppEntry,
  holdEarlySubmits,
  inlineStylesheets,
  lowerScriptPriority,
} from "./vite-prerender";

/** The head Vite writes into the built index.html. */
const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>`;

const outDir = mkdtempSync(path.join(tmpdir(), "vite-prerender-test-"));
mkdirSync(path.join(outDir, "assets"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("inlineStylesheets", () => {
  it("writes the linked stylesheet into the page in place of its link", async () => {
    writeFileSync(path.join(outDir, "assets/index-ghi.css"), ".a{color:red}");
    const html = await inlineStylesheets(TEMPLATE, outDir);
    expect(html).toContain("<style>.a{color:red}</style>");
    expect(html).not.toContain('rel="stylesheet"');
    // The scripts stay as they were.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it("refuses a stylesheet that would close its <style> element early", async () => {
    writeFileSync(path.join(outDir, "assets/index-ghi.css"), '.a::after{content:"</style>"}');
    await expect(inlineStylesheets(TEMPLATE, outDir)).rejects.toThrow(/cannot be inlined/);
  });

  it("refuses a page that links no stylesheet, rather than shipping it unstyled unnoticed", async () => {
    await expect(inlineStylesheets("<head></head>", outDir)).rejects.toThrow(/no stylesheet/);
  });
});

describe("lowerScriptPriority", () => {
  it("asks for the entry script and its module preloads at low priority", () => {
    const html = lowerScriptPriority(TEMPLATE);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jsx-runtime-def.js">',
    );
  });

  it("refuses a page without the module script it expects", () => {
    expect(() => lowerScriptPriority("<head></head>")).toThrow(/no module script/);
  });
});

describe("deferAppEntry", () => {
  it("replaces the app's entry and its preloads with the deferred start, which is told the entry's URL", () => {
    const html = deferAppEntry(TEMPLATE, "/assets/deferred-start-xyz.js");
    expect(html).toContain('<meta name="vitalog-app-entry" content="/assets/index-abc.js">');
    expect(html).toContain('<script type="module" src="/assets/deferred-start-xyz.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain("modulepreload");
    // The stylesheet is the page's, not the app's: it stays.
    expect(html).toContain('href="/assets/index-ghi.css"');
  });

  it("refuses a page without an entry script to defer", () => {
    expect(() => deferAppEntry("<head></head>", "/assets/deferred-start-xyz.js")).toThrow(
      /no module script/,
    );
  });
});

describe("holdEarlySubmits", () => {
  it("puts the guard, run as soon as it arrives, before the app's entry, which stays", () => {
    const html = holdEarlySubmits(TEMPLATE, "/assets/hold-early-submits-xyz.js");
    const guard = html.indexOf(
      '<script type="module" async src="/assets/hold-early-submits-xyz.js"></script>',
    );
    expect(guard).toBeGreaterThan(-1);
    expect(html.indexOf('src="/assets/index-abc.js"')).toBeGreaterThan(guard);
  });
});
