// The sessions behind tokens, kept in memory after a lookup finds them working. Every request of a logged-in admin
// asked the database for its token's session: one of an offer write's three or four round trips, and under the mixed
// load the largest part of the server's main thread after the answers themselves (docs/benchmarks.md).
// A kept session is forgotten:
// - at a write that changes accounts or sessions (a logout, an account's update or deactivation, a market's change
//   or deactivation: the changes `account` and `market`, or everything), here and on every other instance before that
//   write is answered (the public cache tells them and waits: plugins/public-cache-sync.ts), so a token stops working
//   at once wherever it is used next;
// - SESSION_MEMORY_MS after its lookup, so that a change made outside the API (SQL by an operator) applies within it.
// Expiry needs nothing here: the token carries it and is checked at every request (token.ts).
// While the instances cannot tell each other of writes (the public cache keeps nothing then), nothing is kept either.
import type { Changes } from '../../plugins/public-cache.js';
import type { AuthUser } from './auth-repository.js';

/** How long a session looked up is trusted without asking the database again. */
export const SESSION_MEMORY_MS = 10_000;
/** Sessions kept at most; beyond, the one looked up longest ago goes first. */
const MAX_SESSIONS = 10_000;

/** Whether a write's changes may have changed an account or a session. */
export const changesSessions = (changes: Changes): boolean =>
  changes === 'everything' || changes.some((change) => change === 'account' || change === 'market' || change.startsWith('market:'));

export class SessionMemory {
  private readonly kept = new Map<string, { user: AuthUser; until: number }>();
  /** Counts the times everything was forgotten: a lookup that began before one is not kept. */
  private forgotten = 0;

  constructor(
    private readonly lookUp: (sessionId: string) => Promise<AuthUser | undefined>,
    /** False while other instances' writes may go untold. */
    private readonly mayKeep: () => boolean,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The working session's user, or undefined when the session is revoked, expired or its account inactive. */
  async user(sessionId: string): Promise<AuthUser | undefined> {
    const kept = this.kept.get(sessionId);
    if (kept !== undefined && kept.until > this.now()) return kept.user;
    this.kept.delete(sessionId);
    const forgotten = this.forgotten;
    const user = await this.lookUp(sessionId);
    // A lookup that a logout overtook may have read the session before it: what it read is answered, not kept.
    if (user !== undefined && forgotten === this.forgotten && this.mayKeep()) {
      this.kept.set(sessionId, { user, until: this.now() + SESSION_MEMORY_MS });
      if (this.kept.size > MAX_SESSIONS) this.kept.delete(this.kept.keys().next().value as string);
    }
    return user;
  }

  forgetAll(): void {
    this.forgotten++;
    this.kept.clear();
  }
}
