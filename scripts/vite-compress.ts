// Brotli and gzip copies of every compressible file of a build, written beside it (`app.js.br`,
// `app.js.gz`), so the server sends them as they are (@fastify/static's preCompressed) instead of
// compressing on every request or sending them plain.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts (png, woff2…) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest|wasm)$/i;
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside each compressible file in `dir`; returns how many. */
export async function compressAssets(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    // Even a tiny file gets both: without them the server's on-the-fly compression (compression.ts),
    // which does not weigh streamed files, would compress it at every request instead.
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }
  return files.length;
}

/** Vite plugin: compresses the build's output once it is written (every `vite build`, whatever its outDir). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "vitalog-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressAssets(outDir);
    },
  };
}
