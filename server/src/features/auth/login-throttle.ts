// Brute-force protection for login: too many failed attempts for one account or from one IP within
// the window block further attempts (429) until the oldest failure leaves the window. Successful logins
// are never counted, so normal use is not blocked. Kept in memory: one server process owns the database.
export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

// Bounds memory when many keys are attacked at once; the oldest keys are dropped first.
const MAX_KEYS = 100_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until the first of `keys` that is blocked accepts attempts again; 0 when none is blocked. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const recent = this.recentFailures(key, now);
      if (recent.length >= this.options.maxFailures) {
        waitMs = Math.max(waitMs, recent[recent.length - this.options.maxFailures]! + this.options.windowMs - now);
      }
    }
    return Math.ceil(waitMs / 1000);
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recentFailures(key, now);
      recent.push(now);
      // Only the last maxFailures timestamps decide whether the key is blocked.
      this.failures.delete(key);
      this.failures.set(key, recent.slice(-this.options.maxFailures));
    }
    this.evictOverflow();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recentFailures(key: string, now: number): number[] {
    const recent = (this.failures.get(key) ?? []).filter((time) => time > now - this.options.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  private evictOverflow(): void {
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) return;
      this.failures.delete(key);
    }
  }
}
