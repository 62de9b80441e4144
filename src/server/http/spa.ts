import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "../errors";

/** The SPA's top-level pages (src/web/routes.tsx): keep the two in step. */
const SPA_PAGES = new Set(["/", "/login", "/signup", "/forgot-password", "/reset-password", "/verify-email", "/terms", "/privacy", "/help", "/logout", "/app", "/admin"]);
/** Sections whose own router draws every page, its 404 included. */
const SPA_SECTIONS = ["/app/", "/admin/"];

/** Whether the SPA has a page at `url`; anything else is answered 404 (still with the SPA, to draw it). */
export function isSpaPage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, "$1");
  return SPA_PAGES.has(pathname) || SPA_SECTIONS.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets index.html
 * so that client-side routes survive a reload. An unknown path gets the same page (which draws its
 * 404) with status 404, so crawlers and link checkers see it is missing; API paths get JSON.
 */
export async function serveSpa(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, "index.html") : "";
  if (!webDir || !existsSync(indexFile)) {
    if (webDir) app.log.warn(`no built web app in ${webDir}: run npm run build`);
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      return reply.status(404).send(notFoundBody(request.method, request.url));
    }
    return reply
      .status(isSpaPage(request.url) ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile("index.html");
  });
}
