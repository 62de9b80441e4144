import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";
import viteConfig from "../../../vite.config";
import { PRERENDERED_DIR, PRERENDERED_PAGES } from "../../contract/prerendered-pages";

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "vitalog-spa-"));
  writeFileSync(
    path.join(webDir, "index.html"),
    "<!doctype html><title>Vitalog</title><div id=root></div>",
  );
  // What a build with source maps and a stray copied source folder leaves behind: none of it may be served.
  mkdirSync(path.join(webDir, "assets"));
  mkdirSync(path.join(webDir, "public"));
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('built')");
  writeFileSync(
    path.join(webDir, "assets", "main-abc123.js.map"),
    '{"sourcesContent":["SOURCE-OF-THE-APP"]}',
  );
  writeFileSync(path.join(webDir, "landing-page.tsx"), "export const SOURCE_OF_THE_APP = 1;");
  writeFileSync(
    path.join(webDir, "public", "landing-content.ts"),
    "export const SOURCE_OF_THE_APP = 1;",
  );
  writeFileSync(path.join(webDir, "types.d.mts"), "export declare const SOURCE_OF_THE_APP: 1;");
  // What scripts/vite-compress.ts writes beside each file, for what follows; a stray compressed source map too.
  for (const file of ["index.html", "assets/main-abc123.js", "assets/main-abc123.js.map"]) {
    const content = readFileSync(path.join(webDir, file));
    writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(content));
  }
  // What scripts/vite-prerender.ts writes: each public page's HTML, with its compressed copies.
  mkdirSync(path.join(webDir, PRERENDERED_DIR));
  for (const { path: page, file: name } of PRERENDERED_PAGES) {
    const file = `${PRERENDERED_DIR}/${name}`;
    const html = `<!doctype html><title>${page} · Vitalog</title><div id=root><h1>PRERENDERED ${page}</h1></div>`;
    writeFileSync(path.join(webDir, file), html);
    writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(html));
    writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(html));
  }
  writeFileSync(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(
    path.join(webDir, "favicon.svg.gz"),
    gzipSync("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  );
  ctx = await createTestContext({ webDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.request({ method: "GET", url });

describe("the SPA's pages", () => {
  it.each([
    "/",
    "/login",
    "/signup",
    "/logout",
    "/privacy",
    "/terms",
    "/help",
    "/forgot-password",
    "/reset-password?token=abc",
    "/login/",
    "/app",
    "/app/weight",
    "/app/support/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
    "/admin",
    "/admin/users",
    "/admin/support/abc",
  ])("answers %s with the SPA and 200", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<div id=root>");
  });

  it.each([
    "/nowhere",
    "/assets",
    "/assets/",
    "/login/extra",
    "/apps",
    "/administrator",
    "/help/old-article",
    "/app/no-such-screen",
    "/app/support/1/2",
    "/admin/nope",
  ])("answers %s with the SPA (to draw its 404) and status 404", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<div id=root>");
  });

  it("serves a built asset", async () => {
    const response = await get("/assets/main-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('built')");
  });

  it.each([
    "/assets/main-abc123.js.map",
    "/landing-page.tsx",
    "/public/landing-content.ts",
    "/types.d.mts",
    "/assets/main-abc123.js%2Emap",
    "/ASSETS/main-abc123.js.map",
  ])("never serves source or a source map: %s is a 404", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/SOURCE.OF.THE.APP/);
  });

  it.each(["/assets/main-abc123.js.map", "/ASSETS/main-abc123.js.map"])(
    "never serves a compressed source map either: %s",
    async (url) => {
      for (const encoding of ["br", "gzip"] as const) {
        const response = await ctx.request({
          method: "GET",
          url,
          headers: { "accept-encoding": encoding },
        });
        expect(response.statusCode).toBe(404);
        // The SPA's 404 page, itself sent compressed.
        const body = (encoding === "br" ? brotliDecompressSync : gunzipSync)(
          response.rawPayload,
        ).toString();
        expect(body).toContain("<div id=root>");
        expect(body).not.toMatch(/SOURCE.OF.THE.APP/);
      }
    },
  );

  it("answers an unknown API path with JSON", async () => {
    const response = await get("/api/nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("the build's compressed copies", () => {
  const getWith = (url: string, acceptEncoding: string) =>
    ctx.request({ method: "GET", url, headers: { "accept-encoding": acceptEncoding } });
  const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each([
    ["br", "br, gzip, deflate"],
    ["br", "gzip;q=0.5, br"],
    ["gzip", "gzip, deflate"],
  ] as const)(
    "sends a hashed asset as %s to a client accepting %s, cached for a year",
    async (encoding, accept) => {
      const response = await getWith("/assets/main-abc123.js", accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode[encoding](response.rawPayload).toString()).toBe("console.log('built')");
    },
  );

  it.each(["identity", ""])(
    "sends the plain file to a client accepting neither (Accept-Encoding: %j)",
    async (accept) => {
      const response = await getWith("/assets/main-abc123.js", accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.body).toBe("console.log('built')");
    },
  );

  it("falls back to the next encoding the build wrote, and keeps an unhashed file's no-cache", async () => {
    const response = await getWith("/favicon.svg", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(response.rawPayload).toString()).toContain("<svg");
  });

  it.each([
    ["/app/meals", 200],
    ["/nowhere", 404],
  ])("sends the SPA page for %s compressed, not cached, with status %i", async (url, status) => {
    const response = await getWith(url, "br");
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("<div id=root>");
  });

  it.each([
    ["/app/meals", 200],
    ["/nowhere", 404],
    ["/assets/main-abc123.js", 200],
  ])("answers HEAD %s like GET, without a body", async (url, status) => {
    const response = await ctx.request({
      method: "HEAD",
      url,
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBe(0);
  });

  it("does not serve a compressed copy at a URL of its own", async () => {
    const response = await getWith("/assets/main-abc123.js.br", "identity");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("the prerendered public pages", () => {
  it.each([
    ["/", "/"],
    ["/login", "/login"],
    ["/signup", "/signup"],
    ["/terms", "/terms"],
    ["/privacy", "/privacy"],
    ["/help", "/help"],
    ["/login/", "/login"],
    ["/login?next=%2Fapp%2Fmeals", "/login"],
    ["/?utm_source=mail", "/"],
  ])("answers %s with the prerendered page of %s", async (url, page) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(`<h1>PRERENDERED ${page}</h1>`);
  });

  it.each(["br", "gzip"] as const)(
    "sends one %s-compressed, with the headers index.html gets",
    async (encoding) => {
      const response = await ctx.request({
        method: "GET",
        url: "/signup",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      const body = (encoding === "br" ? brotliDecompressSync : gunzipSync)(
        response.rawPayload,
      ).toString();
      expect(body).toContain("<h1>PRERENDERED /signup</h1>");
    },
  );

  it("answers HEAD on one like GET, without a body", async () => {
    const response = await ctx.request({
      method: "HEAD",
      url: "/terms",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload.length).toBe(0);
  });

  it.each(["/forgot-password", "/app", "/admin/users"])(
    "answers %s, which is not prerendered, with index.html",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<div id=root></div>");
      expect(response.body).not.toContain("PRERENDERED");
    },
  );

  it.each(["/prerendered/login.html", "/prerendered/index.html", "/prerendered/", "/login/extra"])(
    "has no address of its own: %s is a 404",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("PRERENDERED");
    },
  );
});

/** The production build: what `npm start` and the e2e runs serve. */
describe("the web build", () => {
  it("writes no source maps", () => {
    expect(viteConfig.build?.sourcemap ?? false).toBe(false);
  });

  it("copies verbatim (Vite's publicDir) a folder that holds no source", () => {
    const publicDir = path.resolve(viteConfig.root ?? ".", String(viteConfig.publicDir));
    const files = readdirSync(publicDir, { recursive: true, encoding: "utf8" });
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => /\.(map|[cm]?tsx?|jsx)$/.test(file))).toEqual([]);
  });
});
