import { hashPassword, verifyPassword } from '../../../src/features/auth/password.js';

describe('password hashing', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const first = await hashPassword('Qumësht 2025!');
    const second = await hashPassword('Qumësht 2025!');
    expect(first).toMatch(/^scrypt\$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Qumësht 2025!', first)).resolves.toBe(true);
    await expect(verifyPassword('Qumesht 2025!', first)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
  });
});
