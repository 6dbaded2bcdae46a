import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { ProviderError } from '../errors';

/**
 * A small JSON-over-HTTP client for external data sources: a bearer token on every call, a timeout
 * per attempt (AbortSignal.timeout), and bounded retries with exponential backoff and jitter on
 * idempotent GETs when the failure is the network's or a gateway's (timeouts, refused connections,
 * 502/503/504, 429). Other answers are not retried: a 4xx will not get better by asking again.
 *
 * Failures become ProviderErrors carrying the §8 texts: no answer → 'Network Error'; a 404 → null
 * (the key is unknown at the source, which the provider reports as 'Account is not linked with a
 * correct external id'); an answer of the wrong shape or another status → a technical error.
 */
export interface HttpClientOptions {
  baseUrl: string;
  token?: string | undefined;
  /** Per attempt; default 5 s. */
  timeoutMs?: number;
  /** Extra attempts after the first for GETs; default 2 (so at most 3 requests). */
  retries?: number;
  /** First backoff; doubles each retry (with up to 50 % jitter). Default 200 ms. */
  backoffMs?: number;
  /** Query parameters sent on every call (the Data API's platform-securities flag). */
  defaultQuery?: Record<string, string>;
  fetch?: typeof fetch;
}

type Query = Record<string, string | null | undefined>;

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);

/** A file the source answered: its bytes and their type. */
export interface HttpFile {
  bytes: Uint8Array;
  contentType: string;
}

/** A file the source is sending: its bytes as a stream, checked against the limit as they arrive. */
export interface HttpFileStream {
  stream: Readable;
  contentType: string;
  /** The announced length, when the source gave one. */
  size: number | null;
  /** The source's Content-Disposition, if any. */
  disposition: string | null;
}

export interface HttpClient {
  get<T>(path: string, schema: z.ZodType<T>, query?: Query): Promise<T | null>;
  /**
   * A file (a report PDF): null for a 404; refused when it is not of the `accept`ed type or larger
   * than `maxBytes`. `timeoutMs` replaces the client's (a remote install takes seconds to print).
   */
  getFile(
    path: string,
    options: { accept: string; query?: Query; timeoutMs?: number; maxBytes: number },
  ): Promise<HttpFile | null>;
  /**
   * A file as a stream (a document download passed on without holding it in memory): null for a
   * 404; refused when it is not of the `accept`ed type or announces more than `maxBytes`, and the
   * stream fails if more than `maxBytes` arrive all the same.
   */
  openFile(
    path: string,
    options: { accept: string; query?: Query; timeoutMs?: number; maxBytes: number },
  ): Promise<HttpFileStream | null>;
  delete(path: string, query?: Query): Promise<void>;
  /** Requests made so far (tests count retries with it). */
  readonly attempts: number;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const retries = Math.max(0, Math.min(options.retries ?? 2, 5));
  const backoffMs = options.backoffMs ?? 200;
  const doFetch = options.fetch ?? fetch;
  let attempts = 0;

  function urlOf(path: string, query: Query = {}): string {
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [k, v] of Object.entries({ ...options.defaultQuery, ...query })) {
      if (v !== null && v !== undefined && v !== '') url.searchParams.set(k, v);
    }
    return url.toString();
  }

  async function send(
    method: 'GET' | 'DELETE',
    path: string,
    query?: Query,
    accept = 'application/json',
    timeout = timeoutMs,
  ): Promise<Response> {
    const url = urlOf(path, query);
    const headers: Record<string, string> = { accept };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // Only GET is idempotent here; a DELETE is sent once.
    const tries = method === 'GET' ? retries + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1) * (1 + Math.random() / 2));
      attempts++;
      try {
        const response = await doFetch(url, { method, headers, signal: AbortSignal.timeout(timeout) });
        if (RETRYABLE_STATUS.has(response.status) && attempt < tries - 1) {
          await response.body?.cancel();
          lastError = new Error(`HTTP ${response.status}`);
          continue;
        }
        if (RETRYABLE_STATUS.has(response.status)) {
          await response.body?.cancel();
          throw new ProviderError('errors.network', `${method} ${path}: HTTP ${response.status}`);
        }
        return response;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        lastError = error;
      }
    }
    throw new ProviderError('errors.network', `${method} ${path}: ${messageOf(lastError)}`, {
      cause: lastError,
    });
  }

  return {
    get attempts() {
      return attempts;
    },
    async get<T>(path: string, schema: z.ZodType<T>, query?: Query): Promise<T | null> {
      const response = await send('GET', path, query);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProviderError('errors.technical', `GET ${path}: HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new ProviderError('errors.technical', `GET ${path}: not JSON`, { cause: error });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ProviderError('errors.technical', `GET ${path}: unexpected shape`);
      return parsed.data;
    },
    async getFile(path, { accept, query, timeoutMs: timeout, maxBytes }) {
      const response = await send('GET', path, query, accept, timeout ?? timeoutMs);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const length = Number(response.headers.get('content-length') ?? '0');
      if (!response.ok || contentType !== accept || length > maxBytes) {
        await response.body?.cancel();
        throw new ProviderError(
          'errors.technical',
          `GET ${path}: HTTP ${response.status} ${contentType || 'no type'} ${length} bytes`,
        );
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new ProviderError('errors.network', `GET ${path}: ${messageOf(error)}`, { cause: error });
      }
      if (bytes.byteLength > maxBytes)
        throw new ProviderError('errors.technical', `GET ${path}: larger than ${maxBytes} bytes`);
      return { bytes, contentType };
    },
    async openFile(path, { accept, query, timeoutMs: timeout, maxBytes }) {
      // The timeout covers the whole transfer, body included (AbortSignal.timeout on the fetch).
      const response = await send('GET', path, query, accept, timeout ?? timeoutMs);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const announced = response.headers.get('content-length');
      const size = announced === null ? null : Number(announced);
      if (!response.ok || !response.body || contentType !== accept || (size ?? 0) > maxBytes) {
        await response.body?.cancel();
        throw new ProviderError(
          'errors.technical',
          `GET ${path}: HTTP ${response.status} ${contentType || 'no type'} ${size ?? '?'} bytes`,
        );
      }
      let seen = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen > maxBytes)
            done(new ProviderError('errors.technical', `GET ${path}: larger than ${maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      // pipeline: an error on either side (the limit, a cut connection) ends both, so no socket lingers.
      const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      return {
        stream: pipeline(body, limit, () => undefined),
        contentType,
        size,
        disposition: response.headers.get('content-disposition'),
      };
    },
    async delete(path: string, query?: Query): Promise<void> {
      const response = await send('DELETE', path, query);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) {
        throw new ProviderError('errors.technical', `DELETE ${path}: HTTP ${response.status}`);
      }
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}
