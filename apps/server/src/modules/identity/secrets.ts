import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { randomSecret } from '../../platform/ids.ts';

// Secrets handed to members: passwords (argon2id), tokens and one-time codes (SHA-256 digests,
// compared in constant time).

// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let argon2Cost: { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number } = ARGON2;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Cost);

/**
 * Test servers only (test/support/test-app.ts): argon2id at its cheapest, so the suite's thousands
 * of sign-ups don't each spend ~20 ms of CPU on a 19 MiB hash. A hash records its own cost, so
 * `verify` checks any mix; a real server never calls this and keeps OWASP's minimum above.
 */
export function cheapPasswordHashingForTests(): void {
  argon2Cost = { ...ARGON2, memoryCost: 1024, timeCost: 1 };
}

/** A hash of no one's password: unknown logins cost the same time as wrong passwords. */
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  try {
    if (!storedHash) {
      dummyHash ??= hashPassword(randomSecret(16));
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A random token with a recognisable prefix; store only `digestOf(token)`. */
export const newToken = (prefix: string): string => `${prefix}_${randomSecret(32)}`;
export const digestOf = (secret: string): string => sha256Hex(secret);

/** A six-digit one-time code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Compares a code with a stored digest in constant time. */
export function codeMatches(storedDigest: string | null, code: string): boolean {
  if (!storedDigest) return false;
  const given = createHash('sha256').update(code.trim()).digest();
  const stored = Buffer.from(storedDigest, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
