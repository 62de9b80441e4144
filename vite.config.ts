import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-compress.ts";
import { endpointPathsOnly } from "./scripts/vite-endpoint-paths.ts";
import { prerender } from "./scripts/vite-prerender.ts";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  root: "src/web",
  // Copied verbatim into the build, so a folder of its own: src/web/public is the public pages'
  // source, and pointing Vite there shipped their .tsx files to every visitor.
  publicDir: "static",
  // prerender writes its pages when the build is on disk (writeBundle), before precompress compresses it (closeBundle).
  plugins: [react(), tailwindcss(), endpointPathsOnly(), prerender(), precompress()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // Maps carry the whole source (sourcesContent) to anyone who asks; the server refuses them anyway.
    sourcemap: false,
    rolldownOptions: {
      // The second entry is the only script of the pages whose app loads on the first interaction
      // (src/web/app/deferred-start.ts); scripts/vite-prerender.ts writes it into those pages.
      input: {
        index: fileURLToPath(new URL("src/web/index.html", import.meta.url)),
        "deferred-start": fileURLToPath(new URL("src/web/app/deferred-start.ts", import.meta.url)),
        // The first script of the pages whose app loads at once: it holds a form sent too early.
        "hold-early-submits": fileURLToPath(
          new URL("src/web/app/hold-early-submits.ts", import.meta.url),
        ),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
});
