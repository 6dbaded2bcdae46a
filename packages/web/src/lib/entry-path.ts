import { apiFetch } from './api-client';

/** Where the signed-in user lands (§2 entry rules, decided by the server); /portals if that fails. */
export async function fetchEntryPath(): Promise<string> {
  try {
    const { path } = await apiFetch<{ path?: string }>('/me/entry');
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/portals';
  } catch {
    return '/portals';
  }
}
