import { postJson } from '../../lib/api-client';

/** POST /api/auth/verify-email with the emailed single-use token. */
export function verifyEmail(token: string): Promise<unknown> {
  return postJson('/auth/verify-email', { token });
}
