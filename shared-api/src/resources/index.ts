export * from './public.js';
export * from './users.js';
export * from './sessions.js';
export * from './overview.js';
