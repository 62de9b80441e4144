import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { createRouter } from "./routes";
import "./styles.css";

// The server's CSP forbids eval; without this zod's first parse probes `new Function`, which the
// browser reports as a violation even though zod catches it and parses without. zod adopts this
// global as its config when it loads (what z.config writes to), so the public pages, which parse
// nothing, need not download zod just to configure it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const queryClient = createQueryClient();
const router = createRouter();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
