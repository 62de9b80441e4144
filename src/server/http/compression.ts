import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this a response fits in a packet or two anyway, and compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses large API answers on the fly (brotli at the plugin's quality 4, cheap enough per request,
 * else gzip). Must come before the routes: it attaches itself to each route as that route is added.
 * Built files are not compressed here: the build wrote .br/.gz beside them (spa.ts sends those, and a
 * response that already has a Content-Encoding is left alone). WebSocket upgrades never reach onSend.
 * Request bodies are not decompressed: no client of ours sends one compressed, and a small gzip body
 * that inflates to gigabytes is a cheap way to tie up a core.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD,
    globalDecompression: false,
  });
}
