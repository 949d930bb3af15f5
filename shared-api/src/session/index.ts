export * from './session-store.js';
export * from './use-session.js';
export * from './end-session.js';
