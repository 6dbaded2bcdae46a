import { apiFetch } from './api-client';

/** POST /api/auth/sign-out; best effort: the local session is forgotten whatever the answer. */
export async function signOutOnServer(): Promise<void> {
  await apiFetch('/auth/sign-out', { method: 'POST' }).catch(() => undefined);
}
