import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What a test template is made of: the migrations, the reference data, and the code that seeds. */
const SOURCES = [
  "drizzle",
  "data",
  "src/server",
  "src/domain",
  "src/contract",
  "tests/setup",
  "package-lock.json",
];
/** What lives beside the sources but is not one: the embedded database `npm start` writes. */
const NOT_SOURCES = new Set(["data/pglite"]);
const isDatabaseFile = (name: string) => name.endsWith(".db");
const TEST_FILE = /\.(test|pg-test|pglite-test|timing-test)\.tsx?$/;

function* filesUnder(entry: string): Generator<string> {
  const stat = readdirSync(path.dirname(entry), { withFileTypes: true }).find(
    (dirent) => dirent.name === path.basename(entry),
  );
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield entry;
    return;
  }
  for (const dirent of readdirSync(entry, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const child = path.join(entry, dirent.name);
    if (NOT_SOURCES.has(child.split(path.sep).slice(-2).join("/"))) continue;
    if (dirent.isDirectory()) yield* filesUnder(child);
    else if (!TEST_FILE.test(dirent.name) && !isDatabaseFile(dirent.name)) yield child;
  }
}

/**
 * A digest of every file a template depends on, so a run reuses the template an earlier run built
 * from the same sources (`npm test`'s second vitest run; a developer's next single-file run) instead
 * of migrating and seeding again. Test files and test support are left out: they do not seed.
 */
export function templateKey(root = process.cwd()): string {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of filesUnder(path.join(root, source))) {
      if (file.includes(`${path.sep}testing${path.sep}`)) continue;
      hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
}
