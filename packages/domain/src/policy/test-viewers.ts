import type { Viewer } from './viewer';

/** A signed-in viewer for the policy tests; override what the case is about. */
export function testViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    userId: 'user-1',
    email: 'user-1@example.com',
    role: 'investor',
    organisationId: 'org-1',
    locale: 'en',
    sessionId: 'session-1',
    mfaValidated: true,
    ...overrides,
  };
}
