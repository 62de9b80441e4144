import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

/** Who the provider says signed in: the claims of the next ID token it issues. */
export interface TestOidcUser {
  sub: string;
  email?: string | undefined;
  email_verified?: boolean | undefined;
  given_name?: string | undefined;
  family_name?: string | undefined;
}

/**
 * What the next /authorize does: approve as `user`, or answer with an OAuth error (access_denied, as
 * when the person presses Cancel). `tamper` makes the ID token wrong on purpose, so tests prove the
 * client refuses it: signed by a key that is not in the JWKS, or carrying another nonce.
 */
export interface TestOidcNext {
  user?: TestOidcUser;
  error?: string;
  tamper?: "signature" | "nonce";
  /** The ID token's auth_time (seconds since the epoch); now when unset, as after a fresh sign-in. */
  authTime?: number;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setNext(next: TestOidcNext): void;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  next: TestOidcNext;
  user: TestOidcUser;
}

const DEFAULT_USER: TestOidcUser = {
  sub: "test-subject",
  email: "oidc.user@example.com",
  email_verified: true,
  given_name: "Olive",
  family_name: "Ides",
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The client's credentials, sent in the body (client_secret_post) or in Basic (client_secret_basic). */
function clientCredentials(
  request: IncomingMessage,
  form: URLSearchParams,
): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "");
  if (basic?.[1]) {
    const [id = "", secret = ""] = Buffer.from(basic[1], "base64")
      .toString("utf8")
      .split(":")
      .map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get("client_id"), secret: form.get("client_secret") };
}

/**
 * A small OpenID Connect provider for the tests (API tests and the browser journeys): discovery,
 * JWKS, an /authorize that approves at once as the configured user, and a /token that checks what a
 * real provider checks (the code once, the redirect URI, the PKCE verifier, the client secret).
 * Not a general provider: one client, the authorization code flow with PKCE S256 only.
 */
export async function startTestOidcProvider(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "vitalog-test-client";
  const clientSecret = options.clientSecret ?? "vitalog-test-secret";
  const signing = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256");
  const kid = randomBytes(6).toString("hex");
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode>();
  let next: TestOidcNext = { user: DEFAULT_USER };
  let issuer = "";

  const discovery = () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    response_modes_supported: ["query", "form_post"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile", "name"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    code_challenge_methods_supported: ["S256"],
    claims_supported: [
      "sub",
      "email",
      "email_verified",
      "given_name",
      "family_name",
      "nonce",
      "auth_time",
    ],
  });

  /** Approves at once (or answers the configured error) by sending the browser back to the client. */
  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri");
    if (query.get("client_id") !== clientId || !redirectUri)
      return json(response, 400, {
        error: "invalid_request",
        error_description: "unknown client or no redirect_uri",
      });
    const state = query.get("state");
    const answer = new URLSearchParams();
    const current = next;
    if (current.error) {
      answer.set("error", current.error);
    } else if (
      query.get("response_type") !== "code" ||
      query.get("code_challenge_method") !== "S256" ||
      !query.get("code_challenge")
    ) {
      answer.set("error", "invalid_request");
    } else {
      const code = randomBytes(24).toString("base64url");
      const user = current.user ?? DEFAULT_USER;
      codes.set(code, {
        clientId,
        redirectUri,
        codeChallenge: query.get("code_challenge") ?? "",
        nonce: query.get("nonce") ?? undefined,
        next: current,
        user,
      });
      answer.set("code", code);
    }
    if (state) answer.set("state", state);
    answer.set("iss", issuer);
    if (query.get("response_mode") === "form_post") {
      // As Apple does: the browser posts the answer to the client, cross-site.
      const fields = [...answer]
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join("");
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><title>Signing in</title><form method="post" action="${escapeHtml(redirectUri)}">${fields}</form><script>document.forms[0].submit()</script>`,
      );
      return;
    }
    const target = new URL(redirectUri);
    for (const [name, value] of answer) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const client = clientCredentials(request, form);
    if (client.id !== clientId || client.secret !== clientSecret)
      return json(response, 401, { error: "invalid_client" });
    const code = form.get("code") ?? "";
    const issued = codes.get(code);
    // Single use: a replayed code finds nothing.
    codes.delete(code);
    if (form.get("grant_type") !== "authorization_code" || !issued)
      return json(response, 400, { error: "invalid_grant" });
    if (form.get("redirect_uri") !== issued.redirectUri)
      return json(response, 400, {
        error: "invalid_grant",
        error_description: "redirect_uri mismatch",
      });
    const challenge = createHash("sha256")
      .update(form.get("code_verifier") ?? "")
      .digest("base64url");
    if (challenge !== issued.codeChallenge)
      return json(response, 400, {
        error: "invalid_grant",
        error_description: "PKCE verification failed",
      });
    const nonce = issued.next.tamper === "nonce" ? "not-the-nonce-you-sent" : issued.nonce;
    const claims = Object.fromEntries(
      Object.entries({
        ...issued.user,
        nonce,
        auth_time: issued.next.authTime ?? Math.floor(Date.now() / 1000),
      }).filter(([, value]) => value !== undefined),
    );
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(issued.user.sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(issued.next.tamper === "signature" ? stranger.privateKey : signing.privateKey);
    json(response, 200, {
      access_token: randomBytes(16).toString("hex"),
      token_type: "Bearer",
      expires_in: 300,
      id_token: idToken,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /.well-known/openid-configuration") return json(response, 200, discovery());
    if (route === "GET /jwks") return json(response, 200, { keys: [publicJwk] });
    if (route === "GET /authorize") return authorize(url, response);
    if (route === "POST /token") return token(request, response);
    if (route === "POST /test/next-user") {
      // The browser journeys choose who signs in next without importing this module.
      next = JSON.parse((await readBody(request)) || "{}") as TestOidcNext;
      return json(response, 200, { ok: true });
    }
    json(response, 404, { error: "not_found" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      json(response, 500, { error: "server_error", error_description: String(error) }),
    );
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    setNext(value) {
      next = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
