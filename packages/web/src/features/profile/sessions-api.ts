import type { AuthSession, AuthSessionList } from '@portal/domain';

import { apiFetch, deleteJson, postJson } from '../../lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export async function fetchSessions(): Promise<AuthSession[]> {
  const body = await apiFetch<AuthSessionList>('/auth/sessions');
  return body.sessions;
}

/** DELETE /api/auth/sessions/:id: signs one other device out (204). */
export function endSession(id: string): Promise<void> {
  return deleteJson(`/auth/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /api/auth/sessions: signs out every device but this one. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return deleteJson<{ ended: number }>('/auth/sessions');
}

/** POST /api/auth/password: changes the password; the server signs the other devices out. */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return postJson('/auth/password', { currentPassword, newPassword });
}
