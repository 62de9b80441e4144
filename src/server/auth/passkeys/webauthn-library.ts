import type * as WebAuthn from "@simplewebauthn/server";

let library: Promise<typeof WebAuthn> | undefined;

/**
 * @simplewebauthn/server, loaded with the first passkey ceremony instead of at start: with its X.509
 * and ASN.1 stack it took longer to load than Fastify, in every start of a server most of whose users
 * never touch a passkey (issue 11).
 */
export function loadWebAuthn(): Promise<typeof WebAuthn> {
  library ??= import("@simplewebauthn/server");
  return library;
}
