import { createHash, createHmac, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (about 11 ms here).
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A missing account still costs a full verify, so response times do not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-1A!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Six digits, uniformly drawn. */
export const newConfirmationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are kept as an HMAC bound to the account, so the event log cannot be used to confirm anyone. */
export const hashCode = (secret: string, subject: string, code: string) => createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex');

/** Email claim streams are keyed by a digest, so stream ids do not spell out people's addresses. */
export const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
