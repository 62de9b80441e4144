import { generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { appleClientSecretSource, makeAppleClientSecret } from "./apple-secret";

const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const options = {
  teamId: "TEAM123456",
  keyId: "KEY1234567",
  privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  clientId: "app.vitalog.web",
  audience: "https://appleid.apple.com",
};

describe("Apple's client secret", () => {
  it("is an ES256 JWT Apple can verify: team as issuer, client as subject, Apple as audience, ten minutes", async () => {
    const { secret } = makeAppleClientSecret(options);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: "ES256", kid: "KEY1234567" });
    const key = await importSPKI(
      publicKey.export({ format: "pem", type: "spki" }).toString(),
      "ES256",
    );
    const { payload } = await jwtVerify(secret, key, {
      issuer: "TEAM123456",
      subject: "app.vitalog.web",
      audience: "https://appleid.apple.com",
    });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it("is signed again only when the current one is about to expire", () => {
    const read = appleClientSecretSource(options);
    expect(read()).toBe(read());
  });
});
