import type { AuthUser } from '../../../src/features/auth/auth-repository.js';
import { changesSessions, SESSION_MEMORY_MS, SessionMemory } from '../../../src/features/auth/session-memory.js';

const adriatik: AuthUser = { id: 7, userName: 'Adriatik', email: 'adriatik@ofertat.al', role: 'ROLE_ADMIN', marketId: 3, sessionId: 's1' };

/** A memory over a table of working sessions, counting the lookups that reach it. */
function memoryOver(sessions: Map<string, AuthUser>, { keeping = true } = {}) {
  let now = 1_000_000;
  const lookups: string[] = [];
  const memory = new SessionMemory(
    async (sessionId) => {
      lookups.push(sessionId);
      return sessions.get(sessionId);
    },
    () => keeping,
    () => now,
  );
  return { memory, lookups, advance: (ms: number) => (now += ms) };
}

describe('SessionMemory', () => {
  it('asks for a working session once, then answers it from memory until SESSION_MEMORY_MS have passed', async () => {
    const { memory, lookups, advance } = memoryOver(new Map([['s1', adriatik]]));
    expect(await memory.user('s1')).toEqual(adriatik);
    advance(SESSION_MEMORY_MS - 1);
    expect(await memory.user('s1')).toEqual(adriatik);
    expect(lookups).toEqual(['s1']);
    advance(1);
    expect(await memory.user('s1')).toEqual(adriatik);
    expect(lookups).toEqual(['s1', 's1']);
  });

  it('keeps no session that does not work, so one that starts working is found', async () => {
    const sessions = new Map<string, AuthUser>();
    const { memory, lookups } = memoryOver(sessions);
    expect(await memory.user('s1')).toBeUndefined();
    sessions.set('s1', adriatik);
    expect(await memory.user('s1')).toEqual(adriatik);
    expect(lookups).toEqual(['s1', 's1']);
  });

  it('asks again after forgetAll, and finds the session gone', async () => {
    const sessions = new Map([['s1', adriatik]]);
    const { memory } = memoryOver(sessions);
    await memory.user('s1');
    sessions.delete('s1');
    memory.forgetAll();
    expect(await memory.user('s1')).toBeUndefined();
  });

  it('does not keep what a lookup read before a forgetAll that overtook it', async () => {
    const sessions = new Map([['s1', adriatik]]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookups: string[] = [];
    const memory = new SessionMemory(
      async (sessionId) => {
        lookups.push(sessionId);
        const user = sessions.get(sessionId);
        await held;
        return user;
      },
      () => true,
    );
    const reading = memory.user('s1');
    // The logout commits and is announced while the lookup's answer is on its way.
    sessions.delete('s1');
    memory.forgetAll();
    release();
    expect(await reading).toEqual(adriatik);
    expect(await memory.user('s1')).toBeUndefined();
    expect(lookups).toEqual(['s1', 's1']);
  });

  it('keeps nothing while other instances cannot tell of their writes', async () => {
    const { memory, lookups } = memoryOver(new Map([['s1', adriatik]]), { keeping: false });
    await memory.user('s1');
    await memory.user('s1');
    expect(lookups).toEqual(['s1', 's1']);
  });
});

describe('changesSessions', () => {
  it('is true for accounts, markets and everything, false for the catalogue, ads, flyers and job posts', () => {
    expect(changesSessions('everything')).toBe(true);
    expect(changesSessions(['account'])).toBe(true);
    expect(changesSessions(['market:4'])).toBe(true);
    expect(changesSessions(['offers:3', 'offer:9', 'market'])).toBe(true);
    expect(changesSessions(['offers:3', 'offer:9'])).toBe(false);
    expect(changesSessions(['product:2', 'store', 'city', 'category', 'ad', 'flyer:1', 'job:2'])).toBe(false);
  });
});
