// Password hashing with scrypt (memory-hard, in node:crypto). Stored format:
// `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can be raised while old hashes keep
// verifying; a login that verifies a hash made at a lower cost stores a new one (needsRehash).
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's Password Storage Cheat Sheet lists equivalent scrypt settings (N=2^17 r=8 p=1, N=2^16 r=8 p=2,
 * N=2^15 r=8 p=3, N=2^14 r=8 p=5, N=2^13 r=8 p=10). scrypt needs 128·N·r bytes whatever p is, so this one
 * costs 16 MiB a hash instead of 128 MiB for N=2^17: with libuv's four threads hashing at once under a
 * stream of logins that is 64 MiB rather than 512 MiB, and the server must stay under 500 MB.
 */
export const SCRYPT_COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Room for the current cost and for the stored hashes of earlier ones; scrypt refuses more.
const MAX_MEMORY = 64 * 1024 * 1024;

interface ParsedHash {
  cost: ScryptOptions & { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, SCRYPT_COST);
  return ['scrypt', SCRYPT_COST.N, SCRYPT_COST.r, SCRYPT_COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Work of one hash in scrypt's units: equivalent OWASP settings differ in N and p but not much in N·r·p. */
const work = ({ N, r, p }: { N: number; r: number; p: number }) => N * r * p;

/** Whether a hash that just verified was made at less than the current cost, and should be replaced. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || work(parsed.cost) < work(SCRYPT_COST);
}

// Hash of a random password, verified when no account matches, so a login for an unknown account
// takes as long as one with a wrong password and response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
