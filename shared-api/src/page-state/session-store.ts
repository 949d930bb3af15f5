// The signed-in session, mirrored in localStorage under the exact keys of spec section 9.
// Part of the page state (./index.ts): the shell and every remote see one store, whichever copy of shared-api each runs.
import { createStore } from 'zustand/vanilla';
import { ROLE_NAMES, STORAGE_KEYS, type RoleName } from '../constants.js';

export interface Session {
  token: string | null;
  userId: string | null;
  username: string | null;
  email: string | null;
  marketId: string | null;
  roles: RoleName[];
}

/** What a successful login answers (spec section 3). */
export interface SessionInput {
  token: string;
  userId: string | number;
  username: string;
  email: string;
  marketId: string | number | null;
  roles: { role: string }[];
}

export interface SessionState extends Session {
  signIn(input: SessionInput): void;
  /** Clears everything but marketId (spec section 4). */
  signOut(): void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseRoles(raw: string | null): RoleName[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((name): name is RoleName => ROLE_NAMES.includes(name as RoleName)) : [];
  } catch {
    return [];
  }
}

export function readStoredSession(): Session {
  const store = storage();
  const read = (key: string) => store?.getItem(key) ?? null;
  return {
    token: read(STORAGE_KEYS.token),
    userId: read(STORAGE_KEYS.userId),
    username: read(STORAGE_KEYS.username),
    email: read(STORAGE_KEYS.email),
    marketId: read(STORAGE_KEYS.marketId),
    roles: parseRoles(read(STORAGE_KEYS.role)),
  };
}

function writeStoredSession(session: Session): void {
  const store = storage();
  if (!store) return;
  const write = (key: string, value: string | null) => (value === null ? store.removeItem(key) : store.setItem(key, value));
  write(STORAGE_KEYS.token, session.token);
  write(STORAGE_KEYS.userId, session.userId);
  write(STORAGE_KEYS.username, session.username);
  write(STORAGE_KEYS.email, session.email);
  write(STORAGE_KEYS.marketId, session.marketId);
  write(STORAGE_KEYS.role, session.token === null ? null : JSON.stringify(session.roles));
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...readStoredSession(),
  signIn(input) {
    const session: Session = {
      token: input.token,
      userId: String(input.userId),
      username: input.username,
      email: input.email,
      marketId: input.marketId === null ? null : String(input.marketId),
      roles: input.roles.map((entry) => entry.role).filter((name): name is RoleName => ROLE_NAMES.includes(name as RoleName)),
    };
    writeStoredSession(session);
    set(session);
  },
  signOut() {
    const session: Session = { token: null, userId: null, username: null, email: null, marketId: get().marketId, roles: [] };
    writeStoredSession(session);
    set(session);
  },
}));

// Another tab signing in or out changes localStorage; follow it so no tab keeps acting on a dead session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) {
      sessionStore.setState(readStoredSession());
    }
  });
}

export function hasRole(session: Pick<Session, 'roles'>, role: RoleName): boolean {
  return session.roles.includes(role);
}

export function isAuthenticated(session: Pick<Session, 'token'>): boolean {
  return session.token !== null && session.token !== '';
}
