export { hasRole, isAuthenticated, readStoredSession, sessionStore, type Session, type SessionInput, type SessionState } from '@ofertat/shared-api/page-state';
export * from './use-session.js';
export * from './end-session.js';
