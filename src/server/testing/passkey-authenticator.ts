import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software authenticator for the API tests: an ES256 key pair from node:crypto answering
 * registration options with attestation "none" and sign-in options with a signed assertion, in
 * the JSON shape @simplewebauthn/browser sends (W3C WebAuthn Level 3, §6.1 authenticator data,
 * §6.5.4 "none" attestation; COSE keys per RFC 9053). Nothing here is used outside tests.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** The head of a CBOR item (RFC 8949 §3): major type and length/value in the shortest form. */
function cborHead(major: number, value: number): Buffer {
  const type = major << 5;
  if (value < 24) return Buffer.from([type | value]);
  if (value < 0x100) return Buffer.from([type | 24, value]);
  if (value < 0x10000) return Buffer.from([type | 25, value >> 8, value & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = type | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

/** Minimal CBOR encoder: the integers, byte and text strings and maps WebAuthn uses. */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries: [Cbor, Cbor][] =
    value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    cborHead(5, entries.length),
    ...entries.flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface AssertOptions {
  /** The origin the "browser" reports; a phishing site's differs from ours. */
  origin?: string;
  /** Whether the user was verified (PIN, biometrics); defaults to true. */
  userVerified?: boolean;
  /** The signature counter to report; by default one more than last time. */
  counter?: number;
  /** Answer with another challenge than the one asked (a replayed or forged answer). */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | undefined;
  counter = 0;

  constructor(
    private readonly rpId = "localhost",
    private readonly defaultOrigin = "http://localhost",
    /** Synced passkeys report backup eligibility and state and keep no counter. */
    private readonly isSynced = false,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
    }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    // kty: EC2, alg: ES256 (-7), crv: P-256, x, y (RFC 9053 §7.1).
    return encodeCbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const head = Buffer.alloc(37);
    sha256(this.rpId).copy(head, 0);
    head[32] = flags | (this.isSynced ? FLAG_BE | FLAG_BS : 0);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answering `options` (RegistrationResponseJSON). */
  register(
    options: CeremonyOptions,
    { origin = this.defaultOrigin, userVerified = true }: AssertOptions = {},
  ) {
    this.userHandle = options.user?.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(
      FLAG_UP | FLAG_AT | (userVerified ? FLAG_UV : 0),
      this.counter,
      attested,
    );
    const attestationObject = encodeCbor({ fmt: "none", attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answering `options` (AuthenticationResponseJSON). */
  assert(
    options: CeremonyOptions,
    { origin = this.defaultOrigin, userVerified = true, counter, challenge }: AssertOptions = {},
  ) {
    this.counter = counter ?? (this.isSynced ? 0 : this.counter + 1);
    const authData = this.authData(FLAG_UP | (userVerified ? FLAG_UV : 0), this.counter);
    const clientDataJSON = this.clientData("webauthn.get", challenge ?? options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }
}
