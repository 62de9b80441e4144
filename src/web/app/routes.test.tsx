import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { APP_PAGES } from "../../contract/app-pages";
import { routes } from "./routes";

/** Every page the route tree draws, as a full path; layouts without a page of their own are skipped. */
function pagesOf(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith("/")
          ? route.path
          : `${parent.replace(/\/$/, "")}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

describe("the web app's routes", () => {
  const drawn = pagesOf(routes).filter((page) => !page.endsWith("*"));

  it("draw every declared page, and only those (the server answers the rest with 404)", () => {
    expect([...new Set(drawn)].sort()).toEqual(Object.values(APP_PAGES).sort());
  });
});
