import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { matchRoutes, RouterProvider } from "react-router";
import { ME_QUERY_KEY, meQueryOptions } from "../auth/api/get-me";
import { createQueryClient } from "./query-client";
import { restoreTypedValues, watchTypedValues, type TypedValue } from "../lib/typed-values";
import { REPLAY_CLICK_KEY, REPLAY_SUBMIT_KEY } from "./prerender/deferred";
import { localDay } from "./prerender/pages";
import { createRouter, routes } from "./routes";
import "../styles.css";

// The server's CSP forbids eval; without this zod's first parse probes `new Function`, which the
// browser reports as a violation even though zod catches it and parses without. zod adopts this
// global as its config when it loads (what z.config writes to), so the public pages, which parse
// nothing, need not download zod just to configure it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

/**
 * Hydration must draw exactly the prerendered markup, so the matched pages' lazy modules are loaded
 * first (React Router docs, "Lazy Route Modules" with hydration): otherwise the router's first render
 * is the HydrateFallback spinner, which does not match.
 */
async function loadMatchedLazyRoutes(): Promise<void> {
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * A page drawn afresh gets its lazy modules from React Router one level at a time (on /app: the route
 * guard, then the shell, then the dashboard), a round trip each. Asked for here, they download side
 * by side, and the router's own calls find them loaded. A module that fails to load is the router's
 * to report, when its own call fails.
 */
function preloadMatchedLazyRoutes(): void {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === "function") route.lazy().catch(() => undefined);
  }
}

/**
 * The prerendered pages are the signed-out view (src/web/app/prerender/render.tsx). Whether this visitor
 * is signed out is known only from the session; a signed-in user's page differs (the landing page
 * sends them to /app), so it is drawn afresh instead of hydrated. A failed answer is not "signed out"
 * either: the page then behaves as it does without prerendering.
 */
async function isSignedOut(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery({ ...meQueryOptions, retry: false })) === null;
  } catch {
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    return false;
  }
}

/**
 * The dashboard asks for the session once the route guard's code has arrived, and for its data once
 * its own has: two round trips after a score of chunks. Asked for now instead, both are on their way
 * while the chunks download, and the page's queries find them cached. Only a signed-in user's session
 * leads on to the dashboard's request, so a visitor sent to /login makes no request that fails.
 */
function prefetchDashboard(queryClient: QueryClient): void {
  if (window.location.pathname.replace(/(.)\/+$/, "$1") !== "/app") return;
  // Imported here, not at the top: the dashboard's call brings its contract, and with it zod, which
  // must load after the config above is set and which the public pages need not download at all. A
  // module that fails to load only loses the head start: the page's own load reports it.
  const dashboard = import("../dashboard/api/get-dashboard").catch(() => null);
  void queryClient.prefetchQuery(meQueryOptions).then(async () => {
    const loaded = await dashboard;
    if (loaded && queryClient.getQueryData(ME_QUERY_KEY))
      await queryClient.prefetchQuery(loaded.dashboardQueryOptions);
  });
}

/**
 * Marks the page as the app's once React has committed its first render, gives back what was typed
 * before, and clicks again a button or sends again a form the visitor used before (deferred-start.ts
 * and hold-early-submits.ts kept them): until then they were only markup.
 * It wraps the router rather than sitting beside it: a sibling would change every useId below (React
 * derives them from the tree's forks), so the ids would no longer match the prerendered markup.
 */
function AppOwnsPage({
  children,
  typedBefore,
}: {
  children: ReactNode;
  typedBefore: () => readonly TypedValue[];
}) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    restoreTypedValues(document, typedBefore());
    const early = globalThis as Record<string, unknown>;
    const buttonId = early[REPLAY_CLICK_KEY];
    const formIndex = early[REPLAY_SUBMIT_KEY];
    delete early[REPLAY_CLICK_KEY];
    delete early[REPLAY_SUBMIT_KEY];
    if (typeof buttonId === "string") document.getElementById(buttonId)?.click();
    if (typeof formIndex === "number") document.forms[formIndex]?.requestSubmit();
  }, [typedBefore]);
  return children;
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  prefetchDashboard(queryClient);
  const isPrerendered = root.firstElementChild !== null;
  if (!isPrerendered) preloadMatchedLazyRoutes();
  // Both in parallel: the page is on screen already, only its interactivity waits. Even a page drawn
  // afresh waits for them, so that its first render is the page, not a spinner over the painted one.
  const [isVisitor] = isPrerendered
    ? await Promise.all([isSignedOut(queryClient), loadMatchedLazyRoutes()])
    : [false];
  // A page prerendered on another day shows another day's dates (src/web/app/prerender/pages.ts, localDay).
  const canHydrate = isVisitor && root.dataset.prerenderedDay === localDay(new Date());
  // Typing goes on being recorded until the app owns the page (its first effect).
  const typedBefore = isPrerendered ? watchTypedValues(root) : () => [];
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppOwnsPage typedBefore={typedBefore}>
          <RouterProvider router={createRouter()} />
        </AppOwnsPage>
      </QueryClientProvider>
    </StrictMode>
  );
  // As a transition React renders in slices and lets the browser in between, instead of one task
  // as long as the whole page's render (Lighthouse's total blocking time on the public pages).
  startTransition(() => {
    if (canHydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
void start(root);
