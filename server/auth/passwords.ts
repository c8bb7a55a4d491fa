import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules).
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let decoy: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown account) it still spends
 * the same work on a decoy, so response time does not reveal which usernames exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
