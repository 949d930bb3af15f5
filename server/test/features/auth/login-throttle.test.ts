import { blockedForMs } from '../../../src/features/auth/login-throttle.js';

describe('blockedForMs', () => {
  const windowMs = 15 * 60 * 1000;
  const options = { maxFailures: 3, windowMs };

  it('blocks a key with maxFailures failures in the window until the maxFailures-th newest leaves it', () => {
    expect(blockedForMs([], options)).toBe(0);
    expect(blockedForMs([1_000, 60_000], options)).toBe(0);
    expect(blockedForMs([60_000, 0, 120_000], options)).toBe(windowMs - 120_000);
    // Older failures beyond the newest three do not lengthen the block.
    expect(blockedForMs([0, 1_000, 2_000, 600_000], options)).toBe(windowMs - 2_000);
  });

  it('ignores failures that have left the window', () => {
    expect(blockedForMs([0, 1_000, windowMs], options)).toBe(0);
    expect(blockedForMs([0, 1_000, windowMs + 5], options)).toBe(0);
  });
});
