import type { AdminSendEmailInput } from '@portal/domain/schemas/admin-users';

import { apiFetch, postJson } from '../../../lib/api-client';

/** §7 sendEmail: POST /api/admin/users/{id}/email. */
export function sendUserEmail(userId: string, input: AdminSendEmailInput): Promise<{ sent: true }> {
  return postJson(`/admin/users/${encodeURIComponent(userId)}/email`, input);
}

/** §7 verifyEmail {uid, verified}: PUT /api/admin/users/{id}/email-verified. */
export function setUserEmailVerified(userId: string, verified: boolean): Promise<{ verified: boolean }> {
  return apiFetch(`/admin/users/${encodeURIComponent(userId)}/email-verified`, {
    method: 'PUT',
    body: JSON.stringify({ verified }),
  });
}
