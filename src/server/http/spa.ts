import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "../errors";

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets index.html
 * so that client-side routes survive a reload. The SPA draws its own 404 page; API paths get JSON.
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
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
