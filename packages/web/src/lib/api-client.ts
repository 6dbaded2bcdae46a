/** An API failure: the HTTP status and, when the server sent one, its `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Failures the user cannot act on: the route is missing, the server is down or broken. */
  get isTechnical(): boolean {
    return this.status === 0 || this.status === 404 || this.status >= 500;
  }
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(
      response.status,
      body.error?.code ?? null,
      body.error?.message ?? response.statusText,
    );
  } catch {
    return new ApiError(response.status, null, response.statusText);
  }
}

/** JSON over HTTP under /api with the session cookie; throws ApiError on any non-2xx answer. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang || 'en',
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network Error');
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
}
