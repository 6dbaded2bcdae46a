export { createSession, type NewSession, type SessionRow } from './create-session';
export { revokeSession, revokeSessions } from './revoke-sessions';
export { resolveSession, toViewer, type ResolvedSession, type UserRow } from './resolve-session';
export { ABSOLUTE_SESSION_MS } from './session-lifetime';
export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './session-cookie';
