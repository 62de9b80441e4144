/**
 * The import graph of src/, type-only imports included (ESLint's import-x/no-cycle skips those, and a
 * type-only cycle still ties two files' designs together). It fails on any file cycle and, with
 * `--folders` (as `npm run check:imports` runs it), on any folder cycle in src/server: two features
 * importing each other, even through others, can no longer be understood or changed one at a time.
 * It also fails on any import that runs back up the server's floors (docs/developing.md names the
 * server's kinds of folder): a floor that imports one above it can no longer be built or tested
 * without it.
 */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const SRC = join(ROOT, "src");

/**
 * The folders of src/server that serve every feature and know none: a feature imports them, never the
 * other way (eslint.config.js refuses it). The other folders are features, except `testing`.
 */
export const INFRASTRUCTURE_FOLDERS = ["db", "http", "mail", "realtime", "startup"] as const;
/** Files directly in src/server that are infrastructure too; the others there are the composition root. */
export const INFRASTRUCTURE_FILES = [
  "src/server/config.ts",
  "src/server/providers-config.ts",
  "src/server/errors.ts",
] as const;
const TEST_SUPPORT_FOLDER = "testing";

const isTestFile = (file: string) => /\.(test|pg-test|pglite-test|timing-test)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every src file and the src files it imports (tests included: a test is code too). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveRelative(file, fileName))
      .filter((path): path is string => path !== undefined);
    graph.set(relative(ROOT, file), [...new Set(targets.map((path) => relative(ROOT, path)))]);
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan), each a cycle or a knot of them. */
export function knots(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** src/server/<folder>/… → <folder>; files directly in src/server are the composition root. */
function serverFolderOf(file: string): string | undefined {
  const match = /^src\/server\/([^/]+)\//.exec(file);
  return match?.[1];
}

export function serverFolderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = serverFolderOf(file);
    if (!from || isTestFile(file)) continue;
    const set = folders.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = serverFolderOf(target);
      if (to && to !== from) set.add(to);
    }
    folders.set(from, set);
  }
  return new Map([...folders].map(([folder, set]) => [folder, [...set]]));
}

const isInfrastructure = (file: string) => {
  const folder = serverFolderOf(file);
  return folder
    ? (INFRASTRUCTURE_FOLDERS as readonly string[]).includes(folder)
    : (INFRASTRUCTURE_FILES as readonly string[]).includes(file);
};

const isFeature = (file: string) => {
  const folder = serverFolderOf(file);
  return (
    folder !== undefined &&
    folder !== TEST_SUPPORT_FOLDER &&
    !(INFRASTRUCTURE_FOLDERS as readonly string[]).includes(folder)
  );
};

/**
 * The server's floors, bottom up: the infrastructure's root files (config, errors), the
 * infrastructure folders, the features, the composition root (routes.ts, features.ts, app.ts,
 * serve.ts, main.ts). Test support stands beside them: only tests may import it.
 */
type Floor = "infrastructure" | "feature" | "composition root" | "test support";
const FLOOR_HEIGHT: Record<Exclude<Floor, "test support">, number> = {
  infrastructure: 0,
  feature: 1,
  "composition root": 2,
};

function floorOf(file: string): Floor | undefined {
  if (!file.startsWith("src/server/")) return undefined;
  if (serverFolderOf(file) === TEST_SUPPORT_FOLDER) return "test support";
  if (isInfrastructure(file)) return "infrastructure";
  return isFeature(file) ? "feature" : "composition root";
}

/**
 * Imports (tests aside) that run back up the server's floors, as [from, to, the floor reached]:
 * infrastructure to a feature, anything below to the composition root, production code to test
 * support. Between features no floor is higher; the folder-cycle check keeps them a one-way graph.
 */
export function upwardImports(graph: Map<string, string[]>): [string, string, Floor][] {
  return [...graph].flatMap(([file, targets]) => {
    const from = floorOf(file);
    if (!from || from === "test support" || isTestFile(file)) return [];
    return targets.flatMap((target): [string, string, Floor][] => {
      const to = floorOf(target);
      if (!to) return [];
      const up = to === "test support" || FLOOR_HEIGHT[to] > FLOOR_HEIGHT[from];
      return up ? [[file, target, to]] : [];
    });
  });
}

function main() {
  const graph = importGraph();
  const fileKnots = knots(graph);
  const folderKnots = knots(serverFolderGraph(graph));
  const upward = upwardImports(graph);
  for (const knot of fileKnots) console.log(`file cycle: ${knot.join(" ↔ ")}`);
  for (const knot of folderKnots) console.log(`src/server folder cycle: ${knot.join(" ↔ ")}`);
  for (const [from, to, floor] of upward) console.log(`import up to the ${floor}: ${from} → ${to}`);
  console.log(
    `${graph.size} files; ${fileKnots.length} file cycles; ${folderKnots.length} folder cycles in src/server; ` +
      `${upward.length} imports that run back up its floors`,
  );
  const failed = fileKnots.length > 0 || upward.length > 0;
  if (failed || (process.argv.includes("--folders") && folderKnots.length > 0))
    process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
