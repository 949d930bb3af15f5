// The page state: what one page must hold once, whichever copy of shared-api each of its apps runs — the session,
// the configured API client and the runtime config in force. Shared as its own federation singleton
// (`@ofertat/shared-api/page-state`), while the rest of shared-api is versioned: a remote built against a newer
// shared-api brings its own copy of the rest and still sees the shell's session (docs/architecture.md, "Version
// skew"). Everything in shared-api reaches this state through the package name, never a relative path, so the
// federation runtime can hand every copy the one instance. Its exports change only in a major release.
export * from './session-store.js';
export * from './api-client.js';
export * from './runtime-config.js';
