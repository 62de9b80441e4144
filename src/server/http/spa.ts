import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { APP_PAGES } from "../../contract/app-pages";
import { PRERENDERED_DIR, PRERENDERED_PAGES } from "../../contract/prerendered-pages";
import { notFoundBody } from "../errors";

/** The app's pages (src/contract/app-pages.ts), split into segments once. */
const PAGE_PATTERNS = Object.values(APP_PAGES).map((page) => page.split("/"));

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));

/** `url`'s path, without its query and trailing slashes. */
const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, "$1");

/** Whether the SPA has a page at `url`; anything else is answered 404 (still with the SPA, to draw it). */
export function isSpaPage(url: string): boolean {
  const segments = pathOf(url).split("/");
  return PAGE_PATTERNS.some((pattern) => matches(pattern, segments));
}

/**
 * Source maps and source files: a build should hold none (vite.config.ts), and if one does anyway
 * (an old build, a stray copy) it is still never sent, since either would hand out the app's source.
 */
const SOURCE_FILE = /\.(map|[cm]?tsx?|jsx)(\.(br|gz|deflate))?$/i;
/**
 * The build's brotli and gzip copies (scripts/vite-compress.ts) are other encodings of their file,
 * chosen by Accept-Encoding on the file's own URL, not pages of their own.
 */
const COMPRESSED_FILE = /\.(br|gz|deflate)$/i;
/** Served at their page's path only: /prerendered/login.html would be the same page at a second address. */
const PRERENDERED_PREFIX = `/${PRERENDERED_DIR}/`;

/** Whether a path of the build folder may be sent as a file at its own URL (a folder never is). */
const isServedFile = (pathname: string) =>
  !pathname.endsWith("/") &&
  !SOURCE_FILE.test(pathname) &&
  !COMPRESSED_FILE.test(pathname) &&
  !pathname.startsWith(PRERENDERED_PREFIX);

/**
 * Serves the built SPA, compressed at build time: hashed assets cached for a year, the public pages
 * their prerendered HTML, every other non-API path index.html so that client-side routes survive a reload. An unknown path gets the same page (which draws its
 * 404) with status 404, so crawlers and link checkers see it is missing; API paths get JSON.
 */
export async function serveSpa(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, "index.html") : "";
  if (!webDir || !existsSync(indexFile)) {
    if (webDir) app.log.warn(`no built web app in ${webDir}: run npm run build`);
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(notFoundBody(request.method, request.url)),
    );
    return;
  }
  // A build made before prerendering (or one that skipped a page) still serves index.html for it.
  const prerendered = new Map<string, string>();
  for (const page of PRERENDERED_PAGES) {
    const file = `${PRERENDERED_DIR}/${page.file}`;
    if (existsSync(path.join(webDir, file))) prerendered.set(page.path, file);
  }
  await app.register(fastifyStatic, {
    root: webDir,
    // One route for every file: a route per file (wildcard: false) meant walking the build folder and
    // registering some 370 routes at every start, a fifth of building the app (issue 11). A path
    // that is no file here goes on to the not-found handler below.
    wildcard: true,
    index: false,
    allowedPath: (pathname) => isServedFile(pathname),
    // Sends file.br or file.gz when the client accepts it (with Vary: Accept-Encoding), index.html too.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // HEAD too: uptime monitors and link checkers ask with it, and a page must not look missing to them.
    if (
      request.url.startsWith("/api/") ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.status(404).send(notFoundBody(request.method, request.url));
    }
    const page = prerendered.get(pathOf(request.url));
    return reply
      .status(page || isSpaPage(request.url) ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile(page ?? "index.html");
  });
}
