import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum memory cost: memory-hard, ~20 ms a hash on this hardware.
const OPTIONS = { algorithm: 2 /* Argon2id; the const enum cannot be imported under verbatimModuleSyntax */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
