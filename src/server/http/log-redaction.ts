import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Query parameters whose value is a credential: the token of a mailed reset or verification link
 * (opened as /reset-password?token=…), a one-time code, a key. Matched on the decoded name, anywhere
 * in it (reset_token, apiKey), since over-redacting a log line costs nothing.
 */
const SECRET_PARAMETER = /token|code|secret|passw|key|signature|otp|session/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** `url` with the value of every credential-like query parameter replaced; the rest is kept as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Fastify's own request serializer (fastify/lib/logger-pino.js), with the URL redacted. No headers, so
 * an API token (Authorization: Bearer …) or a session cookie never reaches the log; the URL as sent
 * (/api/v1/…, before it was rewritten), so the log tells a script's calls from the app's.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.originalUrl),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions["logger"];

/**
 * The logger options with every logged request URL redacted. A reset link opened in a browser is a
 * GET of /reset-password?token=…: without this its live token would sit in the access log, readable
 * by whoever reads the logs.
 */
export function withRedactedUrls(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
