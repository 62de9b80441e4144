// Server-side entry of the prerender (scripts/vite-prerender.ts builds it for Node and calls renderPage):
// draws one public page as a signed-out visitor's browser would on its first render, so that
// hydrateRoot in main.tsx finds the same markup.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { DEFAULT_PRODUCT_NAME } from "../../lib/public-config";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { createQueryClient } from "../query-client";
import { formatTitle, type TitleHandle } from "../../lib/use-title";
import { routes } from "../routes";
import { localDay } from "./pages";

export { DAY_ATTRIBUTE, PRERENDERED_PAGES, PRERENDERED_DIR } from "./pages";

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The tab's title, as useRouteTitle would set it. */
  title: string;
  /** The day the markup was drawn on (localDay), which its dates show. */
  day: string;
  /** The product name the markup says (the default: the server's own is known only at run time). */
  productName: string;
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const day = localDay(new Date());
  const handler = createStaticHandler(routes);
  // query() also loads the matched routes' lazy modules, so the page itself is drawn, not a fallback.
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response)
    throw new Error(
      `${pathname} answered a redirect (${context.status}); only pages can be prerendered`,
    );
  if (context.errors)
    throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answered ${context.statusCode}`);

  const queryClient = createQueryClient();
  // A visitor: main.tsx hydrates only once the session says the same, and renders afresh otherwise.
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* No hydration script: the CSP allows no inline script, and the pages have no loader data to pass. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const handle = context.matches
    .map((match) => match.route.handle as TitleHandle | undefined)
    .findLast((h) => h?.title !== undefined);
  return {
    html,
    title: formatTitle(handle, DEFAULT_PRODUCT_NAME),
    day,
    productName: DEFAULT_PRODUCT_NAME,
  };
}
