import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from '../../../src/features/auth/password.js';
import { hashAtCost } from './password-fixtures.js';

describe('password hashing', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const first = await hashPassword('Qumësht 2025!');
    const second = await hashPassword('Qumësht 2025!');
    expect(first).toMatch(/^scrypt\$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Qumësht 2025!', first)).resolves.toBe(true);
    await expect(verifyPassword('Qumesht 2025!', first)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$x$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
  });

  it("hashes at one of OWASP's scrypt settings (N=2^14, r=8, p=5: 16 MiB a hash)", async () => {
    expect(SCRYPT_COST).toEqual({ N: 16384, r: 8, p: 5 });
    expect((await hashPassword('Qumësht 2025!')).split('$').slice(1, 4)).toEqual(['16384', '8', '5']);
  });

  it('still verifies hashes of the earlier, lower cost and asks for them to be replaced', async () => {
    const old = hashAtCost('Market2025!', { N: 16384, r: 8, p: 1 });
    await expect(verifyPassword('Market2025!', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Market2025!'))).toBe(false);
    // An equivalent OWASP setting of as much work is not "below current".
    expect(needsRehash(hashAtCost('x', { N: 32768, r: 8, p: 3 }))).toBe(false);
  });
});
