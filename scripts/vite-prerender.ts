// Writes the public pages (src/web/app/prerender/pages.ts) as HTML into every web build, so they paint
// before any script runs (issue 11); main.tsx then hydrates them. The page markup comes from a second,
// server-side Vite build of src/web/app/prerender/render.tsx, run once the browser build is on disk and
// before scripts/vite-compress.ts (closeBundle) writes the compressed copies, so the pages get theirs.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type Rollup } from "vite";
import type { PrerenderedPage } from "../src/contract/prerendered-pages";
import { APP_ENTRY_META, PRODUCT_NAME_ATTRIBUTE } from "../src/web/app/prerender/deferred";
import type { RenderedPage } from "../src/web/app/prerender/render";

/** The build's other entries (vite.config.ts): the deferred start, and the early-submit guard. */
const DEFERRED_START_ENTRY = "deferred-start";
const HOLD_SUBMITS_ENTRY = "hold-early-submits";

interface RenderModule {
  DAY_ATTRIBUTE: string;
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  PRERENDERED_DIR: string;
  renderPage(pathname: string): Promise<RenderedPage>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Without a <head> to render into, React writes the hints it hoists (an image's preload) at the start of
 * the markup; they go in the head instead, where they belong, and #root keeps only what hydrateRoot expects.
 */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/** The built index.html (its script and style tags) with the page's markup in #root and its title. */
export function fillTemplate(template: string, page: RenderedPage, dayAttribute: string): string {
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
  if (!/<title>[^<]*<\/title>/.test(template))
    throw new Error("index.html has no <title> to replace");
  const hints = LEADING_HINTS.exec(page.html)?.[0] ?? "";
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace("</head>", () => `${hints}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" ${dayAttribute}="${page.day}" ${PRODUCT_NAME_ATTRIBUTE}="${escapeHtml(page.productName)}">${page.html.slice(hints.length)}</div>`,
    );
}

const APP_ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/;

/**
 * A page whose app loads on the visitor's first interaction (decision 013): the app's entry script and
 * its preloads leave the page, which gets the deferred start instead, told the entry's URL in a <meta>.
 */
export function deferAppEntry(template: string, deferredStartUrl: string): string {
  const entry = APP_ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error("index.html has no module script to defer");
  return template
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
    .replace(
      entry[0],
      () =>
        `<meta name="${APP_ENTRY_META}" content="${entry[1]}">\n    <script type="module" src="${deferredStartUrl}"></script>`,
    );
}

function entryUrl(bundle: Rollup.OutputBundle, name: string): string {
  const chunk = Object.values(bundle).find(
    (output) => output.type === "chunk" && output.isEntry && output.name === name,
  );
  if (!chunk) throw new Error(`the build has no ${name} entry (vite.config.ts)`);
  return `/${chunk.fileName}`;
}

/**
 * A page whose app loads at once gets the early-submit guard first, run as soon as it arrives
 * (async), long before the app: a form sent before hydration is held, not posted.
 */
export function holdEarlySubmits(template: string, guardUrl: string): string {
  const entry = APP_ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error("index.html has no module script to put the guard before");
  return template.replace(
    entry[0],
    () => `<script type="module" async src="${guardUrl}"></script>\n    ${entry[0]}`,
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The build's stylesheet written into the page instead of linked: a linked one blocks the first paint
 * until its own request is done, a second round trip that on a slow phone network shares the line
 * with the scripts and their preloads (Lighthouse's FCP on /). The whole of it, not only what the page
 * uses: the page hydrates into the app, whose other pages must find their rules there too, and it adds
 * about 9 KiB to a compressed page. The pages drawn without prerendering keep the cacheable link.
 */
export async function inlineStylesheets(template: string, outDir: string): Promise<string> {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) throw new Error("index.html links no stylesheet to inline");
  let html = template;
  for (const [link, file] of links) {
    const css = await readFile(path.join(outDir, file!), "utf8");
    // Nothing in a stylesheet may close the element that holds it.
    if (/<\/style/i.test(css)) throw new Error(`${file} contains </style and cannot be inlined`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * A prerendered page is painted by its HTML alone; its scripts only make it interactive. At their
 * default (high) priority they take the line from the page itself on a slow network, and Lighthouse
 * counts every high-priority script as holding up the first paint. At low priority they still start
 * at once, while the parser reads the head, and load side by side.
 */
export function lowerScriptPriority(template: string): string {
  const html = template.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    (tag) => `${tag} fetchpriority="low"`,
  );
  if (!html.includes('<script type="module" fetchpriority="low"'))
    throw new Error("index.html has no module script to lower");
  return html;
}

/** Builds the render entry for Node into `outDir` and imports it. */
async function buildRenderer(webRoot: string, outDir: string): Promise<RenderModule> {
  await build({
    configFile: false,
    root: webRoot,
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    publicDir: false,
    build: {
      ssr: path.join(webRoot, "app/prerender/render.tsx"),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" },
      },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, "render.mjs")).href)) as RenderModule;
}

export function prerender(): Plugin {
  let outDir = "";
  let webRoot = "";
  let projectRoot = "";
  let isSsrBuild = false;
  return {
    name: "vitalog-prerender",
    apply: "build",
    configResolved(config) {
      webRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      projectRoot = path.dirname(
        config.configFile ?? path.join(webRoot, "..", "..", "vite.config.ts"),
      );
      isSsrBuild = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (isSsrBuild) return;
      // Inside the project, so that Node resolves the bundle's packages from its node_modules.
      const rendererDir = path.join(projectRoot, ".tmp", `prerender-${process.pid}-${Date.now()}`);
      try {
        const renderer = await buildRenderer(webRoot, rendererDir);
        const template = await inlineStylesheets(
          await readFile(path.join(outDir, "index.html"), "utf8"),
          outDir,
        );
        const templates = {
          "at-once": lowerScriptPriority(
            holdEarlySubmits(template, entryUrl(bundle, HOLD_SUBMITS_ENTRY)),
          ),
          "on-intent": lowerScriptPriority(
            deferAppEntry(template, entryUrl(bundle, DEFERRED_START_ENTRY)),
          ),
        };
        const pagesDir = path.join(outDir, renderer.PRERENDERED_DIR);
        await mkdir(pagesDir, { recursive: true });
        for (const page of renderer.PRERENDERED_PAGES) {
          const rendered = await renderer.renderPage(page.path);
          await writeFile(
            path.join(pagesDir, page.file),
            fillTemplate(templates[page.appLoads], rendered, renderer.DAY_ATTRIBUTE),
          );
        }
      } finally {
        await rm(rendererDir, { recursive: true, force: true });
      }
    },
  };
}
