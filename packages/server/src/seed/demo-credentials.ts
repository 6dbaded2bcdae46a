import type { Role } from '@portal/domain';

/**
 * The password of every seeded user. Documented in the README and printed at start-up: this is
 * demo data on a local database. It meets §5 (at least 8 characters, with a digit).
 */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** The demo sign-in of a role at a company: admin@, advisor@, investor@ its e-mail domain. */
export function demoEmail(role: Role, domain: string): string {
  return `${role}@${domain}`;
}
