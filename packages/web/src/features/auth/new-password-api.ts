import { postJson } from '../../lib/api-client';

/** POST /api/auth/password-reset/confirm: sets the new password with the emailed single-use token. */
export function confirmPasswordReset(token: string, password: string): Promise<unknown> {
  return postJson('/auth/password-reset/confirm', { token, password });
}
