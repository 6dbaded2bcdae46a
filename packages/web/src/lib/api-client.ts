import { readCsrfToken } from './csrf';
import { markNetworkActivity } from './network-activity';
import { isApiSignal, notifyApiSignal } from './api-signals';
import { takeBootAnswer } from './boot-answers';

/** 5xx answers whose message tells the user what to do (try again later), so it is shown. */
const ACTIONABLE_SERVER_CODES = new Set(['virus_scan_unavailable']);

/** An API failure: the HTTP status and, when the server sent one, its `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    /** A 400's per-field messages (`error.fields`), to show under the fields. */
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Failures the user cannot act on: the route is missing, the server is down or broken. */
  get isTechnical(): boolean {
    if (this.status >= 500) return !ACTIONABLE_SERVER_CODES.has(this.code ?? '');
    return this.status === 0 || this.status === 404;
  }
}

/** The server's `{ error: { code, message } }` of a refused response as an ApiError. */
export async function readError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: { path: string; message: string }[] };
    };
    return new ApiError(
      response.status,
      body.error?.code ?? null,
      body.error?.message ?? response.statusText,
      Array.isArray(body.error?.fields) ? body.error.fields : [],
    );
  } catch {
    return new ApiError(response.status, null, response.statusText);
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** GET /api/auth/session, which (re)sets the CSRF cookie; its answer does not matter here. */
async function refreshCsrfCookie(): Promise<void> {
  await fetch('/api/auth/session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
}

async function csrfHeader(method: string, refresh: boolean): Promise<Record<string, string>> {
  if (!STATE_CHANGING.has(method)) return {};
  if (refresh || !readCsrfToken()) await refreshCsrfCookie();
  const token = readCsrfToken();
  return token ? { 'x-csrf-token': token } : {};
}

async function send(path: string, init: RequestInit, refreshCsrf: boolean): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  try {
    return await fetch(`/api${path}`, {
      credentials: 'same-origin',
      // The reset and invitation pages say `no-referrer` (their URL holds a token); under it a POST
      // would carry `Origin: null` and fail the server's Origin check, so API calls name their own.
      referrerPolicy: 'strict-origin-when-cross-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        // i18n keeps <html lang> on the language shown, so server messages come back in it.
        'Accept-Language': document.documentElement.lang || 'en',
        // A FormData body sets its own multipart Content-Type (with the boundary).
        ...(init.body === undefined || init.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
        ...(await csrfHeader(method, refreshCsrf)),
        ...init.headers,
      },
    });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network Error');
  }
}

/**
 * JSON over HTTP under /api with the session cookie, the UI language and, on state-changing
 * requests, the CSRF token. Throws ApiError on any non-2xx answer; a 401 'session_expired' or a 403
 * 'second_factor_required' also tells the app (api-signals).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  // The page may have brought the first answer along (decision 112).
  if ((init.method ?? 'GET').toUpperCase() === 'GET') {
    const answer = takeBootAnswer(path);
    if (answer !== undefined) return answer as T;
  }
  let response = await send(path, init, false);
  let error = response.ok ? null : await readError(response);
  // A stale CSRF cookie (the server rotates it at sign-in): fetch a fresh one and try once more.
  if (error?.status === 403 && error.code === 'csrf') {
    response = await send(path, init, true);
    error = response.ok ? null : await readError(response);
  }
  if (error) {
    if (isApiSignal(error.code)) notifyApiSignal(error.code);
    throw error;
  }
  markNetworkActivity();
  // 201, 202 and 204 may come without a body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

export function deleteJson<T = void>(path: string): Promise<T> {
  return apiFetch<T>(path, { method: 'DELETE' });
}

/** POST one file as multipart/form-data (a part named `file`), with the CSRF header like any POST. */
export function postFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiFetch<T>(path, { method: 'POST', body });
}

/** The server's translated message for a refusal the user can act on; `technical` for anything else. */
export function refusalText(error: unknown, technical: string): string {
  return error instanceof ApiError && error.code && !error.isTechnical ? error.message : technical;
}
