import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum recommended settings (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether `password` matches. An account without a password (signed up with a provider or a passkey)
 * matches nothing, after the same work as a real check, so timing does not tell such accounts apart.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await verifyPassword(await decoyPasswordHash(), password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps timing from revealing who is registered. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy-password-never-matches-A1");
  return decoyHash;
}
