import { describe, expect, it } from "vitest";
import { importDeclarationsFromPaths, pathsModuleOf } from "./vite-endpoint-paths";

describe("the browser build's endpoint declarations", () => {
  it("keep each group's methods and paths and nothing else", () => {
    const contract = `
      import { z } from "zod";
      export const AddBody = z.object({ ml: z.number() });
      export const waterApi = {
        add: endpoint({ method: "POST", path: "/api/water", body: AddBody, responses: { 201: AddBody }, access: "user", token: true }),
        remove: endpoint({ method: "DELETE", path: "/api/water/:id", responses: {}, access: { permission: "x" } }),
      };`;
    expect(pathsModuleOf(contract, "water.ts")).toBe(
      'export const waterApi = { add: { method: "POST", path: "/api/water" }, remove: { method: "DELETE", path: "/api/water/:id" } };',
    );
  });

  it("refuse a path the browser could not know", () => {
    const contract = `export const xApi = { a: endpoint({ method: "GET", path: PATH, responses: {}, access: "user" }) };`;
    expect(() => pathsModuleOf(contract, "x.ts")).toThrow(/path must be a string literal/);
  });

  it("move only the groups out of a web file's contract import", () => {
    const web = [
      'import { WATER_MAX_ML, waterApi, type WaterDay } from "../../contract/water";',
      'import type { fooApi } from "../../contract/foo";',
      'import { call } from "../lib/api-client";',
    ].join("\n");
    const out = importDeclarationsFromPaths(
      web,
      "/repo/src/web/water/a.ts",
      (file) => `paths:${file}`,
    );
    expect(out.split("\n")).toEqual([
      'import { WATER_MAX_ML, type WaterDay } from "../../contract/water";import { waterApi } from "paths:/repo/src/contract/water.ts";',
      'import type { fooApi } from "../../contract/foo";',
      'import { call } from "../lib/api-client";',
    ]);
  });
});
