import { LoginThrottle } from '../../../src/features/auth/login-throttle.js';

describe('LoginThrottle', () => {
  const windowMs = 15 * 60 * 1000;
  let now = 0;
  const throttle = () => new LoginThrottle({ maxFailures: 3, windowMs, now: () => now });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks a key after maxFailures failures until the oldest leaves the window', () => {
    const subject = throttle();
    subject.recordFailure(['a']);
    now += 60_000;
    subject.recordFailure(['a']);
    expect(subject.retryAfterSeconds(['a'])).toBe(0);
    subject.recordFailure(['a']);
    expect(subject.retryAfterSeconds(['a'])).toBe((windowMs - 60_000) / 1000);

    now += windowMs - 120_000;
    expect(subject.retryAfterSeconds(['a'])).toBe(60);
    now += 60_000;
    expect(subject.retryAfterSeconds(['a'])).toBe(0);
  });

  it('counts keys separately and forgets a key on reset', () => {
    const subject = throttle();
    for (let i = 0; i < 3; i++) subject.recordFailure(['account', 'ip']);
    expect(subject.retryAfterSeconds(['other'])).toBe(0);
    subject.reset('account');
    expect(subject.retryAfterSeconds(['account'])).toBe(0);
    expect(subject.retryAfterSeconds(['account', 'ip'])).toBeGreaterThan(0);
  });
});
