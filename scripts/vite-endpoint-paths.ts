import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

/**
 * The browser reads only the method and path of an endpoint declaration (`call()` and `urlOf()` in
 * src/web/lib/api-client.ts). A declaration holds its schemas too, and importing it would bring zod
 * and the feature's schemas into every page that calls the API, forms or not: the signed-in
 * dashboard's first load grew past its budget with them. So in the browser build each `<feature>Api`
 * that a web file imports from src/contract comes from a module made here of the declarations'
 * methods and paths alone. Types are untouched: a call is still checked against the whole
 * declaration. The server, the tests and the prerender build read the contract as written.
 */
export function endpointPathsOnly(): Plugin {
  const PREFIX = "\0endpoint-paths:";
  return {
    name: "vitalog-endpoint-paths-only",
    apply: "build",
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      return pathsModuleOf(readFileSync(file, "utf8"), file);
    },
    transform(code, id) {
      if (this.environment.config.consumer !== "client") return null;
      if (!/\/src\/web\/.+\.tsx?$/.test(id) || !code.includes("Api")) return null;
      const rewritten = importDeclarationsFromPaths(
        code,
        id,
        (contractFile) => `${PREFIX}${contractFile}`,
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

const CONTRACT_IMPORT = /(^|\/)contract\/[\w-]+(\.ts)?$/;
const API_NAME = /^[a-z][A-Za-z0-9]*Api$/;

/**
 * `code` with every value import of a `<feature>Api` from src/contract moved to `target(file)`; the
 * import's other names stay where they were.
 */
export function importDeclarationsFromPaths(
  code: string,
  id: string,
  target: (contractFile: string) => string,
): string {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!CONTRACT_IMPORT.test(specifier) || !clause || clause.isTypeOnly) continue;
    const named = clause.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const moved = named.elements.filter(
      (element) =>
        !element.isTypeOnly && API_NAME.test((element.propertyName ?? element.name).text),
    );
    if (moved.length === 0) continue;
    const kept = named.elements.filter((element) => !moved.includes(element));
    const contractFile = path.resolve(
      path.dirname(id),
      specifier.endsWith(".ts") ? specifier : `${specifier}.ts`,
    );
    const movedText = `import { ${moved.map((e) => e.getText(source)).join(", ")} } from ${JSON.stringify(target(contractFile))};`;
    const keptText =
      kept.length > 0
        ? `import { ${kept.map((e) => e.getText(source)).join(", ")} } from ${JSON.stringify(specifier)};`
        : "";
    edits.push({
      start: statement.getStart(source),
      end: statement.getEnd(),
      text: `${keptText}${movedText}`,
    });
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  return result;
}

/**
 * A module exporting each `export const <feature>Api = { name: endpoint({...}) }` of a contract file
 * as `{ name: { method, path } }`. A method or path that is not a string literal stops the build:
 * the browser would otherwise call a path it cannot know.
 */
export function pathsModuleOf(code: string, file: string): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const exports: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !API_NAME.test(declaration.name.text)) continue;
      const group = declaration.initializer;
      if (!group || !ts.isObjectLiteralExpression(group)) continue;
      const entries = group.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !isEndpointCall(property.initializer))
          throw new Error(
            `${file}: ${declaration.name.getText(source)} holds a non-endpoint entry`,
          );
        const spec = property.initializer.arguments[0] as ts.ObjectLiteralExpression;
        const literal = (key: string) => {
          const found = spec.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && p.name.getText(source) === key,
          );
          if (!found || !ts.isStringLiteralLike(found.initializer))
            throw new Error(`${file}: an endpoint's ${key} must be a string literal`);
          return JSON.stringify(found.initializer.text);
        };
        return `${property.name.getText(source)}: { method: ${literal("method")}, path: ${literal("path")} }`;
      });
      exports.push(`export const ${declaration.name.text} = { ${entries.join(", ")} };`);
    }
  }
  return exports.join("\n");
}

function isEndpointCall(node: ts.Expression): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === "endpoint" &&
    node.arguments[0] !== undefined &&
    ts.isObjectLiteralExpression(node.arguments[0])
  );
}
