import type { ComponentType } from "react";

/** A page's code that did not download (a dropped connection, a deploy that replaced the chunk). */
export class PageLoadError extends Error {
  constructor(
    cause: unknown,
    /** Downloads the page's code again; the page draws once it resolves. */
    readonly retry: () => Promise<void>,
  ) {
    super("The page's code could not be loaded", { cause });
    this.name = "PageLoadError";
  }
}

/**
 * A route's `lazy` that can be tried again. React Router keeps a failed `lazy` for the life of the
 * router (its promise is cached per route), so re-entering the address fails at once, forever. This
 * one never fails: it answers with a stand-in that throws a PageLoadError to the route's error
 * boundary, whose Try Again calls `retry` and re-enters the address; the stand-in then draws the page.
 */
export function lazyPage(
  loadPage: () => Promise<ComponentType>,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await loadPage() };
    } catch (cause) {
      return { Component: pageToRetry(loadPage, cause) };
    }
  };
}

function pageToRetry(loadPage: () => Promise<ComponentType>, cause: unknown): ComponentType {
  let Page: ComponentType | null = null;
  const failure = new PageLoadError(cause, async () => {
    Page ??= await loadPage();
  });
  return function PageToRetry() {
    if (Page) return <Page />;
    throw failure;
  };
}
