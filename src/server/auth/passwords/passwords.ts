import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum recommended settings (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hashing itself, held in an object so that a test can watch it with vi.spyOn: test files share
 * one module graph per worker (vitest's isolate: false), where replacing a module with vi.mock leaks.
 */
export const argon2Hashing = {
  hash: (password: string): Promise<string> => hash(password, ARGON2_OPTIONS),
};

export function hashPassword(password: string): Promise<string> {
  return argon2Hashing.hash(password);
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
