/** Why an outbound JSON read failed, for the caller's one log line (never the URL: it may hold a key). */
export class OutboundFetchError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'malformed',
    readonly status?: number,
  ) {
    super(`outbound fetch: ${reason}${status ? ` ${status}` : ''}`);
  }
}

export interface RetryingFetchSettings {
  timeoutMs: number;
  /** Retries of a request that timed out, failed to connect or met a 429 or 5xx. */
  retries: number;
  /** First backoff, doubling each retry. */
  backoffMs: number;
  headers?: Record<string, string>;
  /** A JSON body to POST instead of a GET (a bulk write such as the usage tracker's). */
  postJson?: string;
}

/** The longest Retry-After honoured; a service asking more is waited for this long. */
const MAX_RETRY_AFTER_MS = 10_000;

// The pause between two attempts of one read that a caller awaits: part of that read, not work
// left running in the background.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET (or POST `postJson` and read) a JSON answer from a third-party service: each attempt has a timeout; a timeout, a failed
 * connection, a 429 or a 5xx is retried with exponential backoff (or the Retry-After asked, up to
 * 10 s); any other status, or a body that is not JSON, fails at once. No redirects.
 */
export async function fetchJsonWithRetries(url: URL, settings: RetryingFetchSettings): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let wait = settings.backoffMs * 2 ** attempt;
    try {
      const response = await fetch(url, {
        ...(settings.postJson === undefined ? {} : { method: 'POST', body: settings.postJson }),
        headers: {
          accept: 'application/json',
          ...(settings.postJson === undefined ? {} : { 'content-type': 'application/json' }),
          ...settings.headers,
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
      if (response.ok) {
        try {
          return await response.json();
        } catch {
          throw new OutboundFetchError('malformed');
        }
      }
      await response.body?.cancel();
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= settings.retries) throw new OutboundFetchError('status', response.status);
      const after = Number(response.headers.get('retry-after') ?? NaN);
      if (Number.isFinite(after) && after >= 0) wait = Math.min(after * 1000, MAX_RETRY_AFTER_MS);
    } catch (error) {
      if (error instanceof OutboundFetchError) throw error;
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (attempt >= settings.retries) throw new OutboundFetchError(timedOut ? 'timeout' : 'network');
    }
    await pause(wait);
  }
}
