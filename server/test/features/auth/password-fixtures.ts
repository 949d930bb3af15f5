import { scryptSync } from 'node:crypto';

/** A hash in the stored format at another cost, as earlier versions made them (N=2^14, r=8, p=1). */
export function hashAtCost(password: string, cost: { N: number; r: number; p: number }): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { ...cost, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
