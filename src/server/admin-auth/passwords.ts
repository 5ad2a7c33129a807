import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: the OWASP baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random string, verified against when the e-mail is unknown so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(`no-such-user-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
