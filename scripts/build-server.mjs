// Bundles the server (src/server/main.ts) into one ES module, dist/server/main.js, so that `npm start`
// runs plain JavaScript with no TypeScript compiler loaded. `node scripts/build-server.mjs [outdir]`.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = path.join(ROOT, "src/server/main.ts");
export const SERVER_OUT_DIR = path.join(ROOT, "dist/server");

/**
 * Modules find their data (migrations in drizzle/, data/*.gz) relative to their own import.meta.url.
 * In one bundle every module would share the bundle's URL and look beside dist/; this gives each module
 * back the URL of its source file, computed from the bundle's own location so a moved checkout still works.
 */
const sourceImportMetaUrl = (outdir) => ({
  name: "source-import-meta-url",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const relative = path.relative(outdir, file).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
});

export const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
].flatMap((name) => [name, `${name}/*`]);

/** esbuild escapes non-ASCII in strings but not in a regular expression literal: write \u2019 there, not the character. */
async function warnUnlessAscii(file) {
  const text = await readFile(file, "latin1");
  const at = text.search(/[\u0080-\uffff]/);
  if (at >= 0)
    console.warn(
      `${file}: non-ASCII text near "${text.slice(Math.max(0, at - 40), at + 10)}" makes V8 keep the bundle two bytes per character`,
    );
}

/** Writes `<outdir>/main.js` (plus its source map, and meta.json: the inputs, for the staleness check). */
export async function buildServer(outdir = SERVER_OUT_DIR) {
  const absoluteOut = path.resolve(outdir);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [SERVER_ENTRY],
    outfile: path.join(absoluteOut, "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // The packages are bundled too: loading some 800 files from node_modules one by one (resolving,
    // reading and compiling each) was about a fifth of the start-up's CPU (issue 11). These stay
    // outside, loaded from node_modules as they are, because they find files beside their own code:
    // PGlite its wasm and extensions, argon2 its native binary, Swagger UI its static files; pino
    // starts its transports from files of its own.
    external: EXTERNAL_PACKAGES,
    // The bundled CommonJS packages call require(), which an ES module does not have.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    // V8 keeps a module's whole source text in memory for as long as the process runs, as one byte per
    // character only when every character is ASCII. Unminified, the bundle was 6.7 MB of which a few
    // comments held a dash or an accented name, so it was kept as a 12.8 MB two-byte string, and
    // decoding and parsing it was the largest single cost of loading the server (issue 11). Names are
    // kept (no identifier minifying) so that logs and error names read as in the source; licence
    // comments go to main.js.LEGAL.txt.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: "ascii",
    legalComments: "linked",
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [sourceImportMetaUrl(absoluteOut)],
  });
  await writeFile(
    path.join(absoluteOut, "meta.json"),
    JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }),
  );
  await warnUnlessAscii(path.join(absoluteOut, "main.js"));
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildServer(process.argv[2]);
}
