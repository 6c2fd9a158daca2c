import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id: @node-rs/argon2's default algorithm (Algorithm.Argon2id)
 * with its defaults of 19 MiB memory, 2 passes, 1 lane (the OWASP minimum for argon2id).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown e-mail, Google-only account) it still runs one
 * verification against a throw-away hash, so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('sanity-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
