import { hash, verify } from '@node-rs/argon2';

/** argon2id at twice OWASP's minimum cost (quality-targets S1). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 47104, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A person staff created has no password until they follow their invitation (decision 101): that
 * never matches, and takes the time a wrong password takes (S4).
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified when the username is unknown, so an unknown user and a wrong password take the
 * same time (S4). Computed once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
