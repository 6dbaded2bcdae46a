import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { fetchJsonWithRetries, OutboundFetchError } from '../../http/retrying-json-fetch';

export interface FundFeedSettings {
  /** The feed's base URL (FUND_DATA_URL or FUND_FACTSHEET_URL). */
  url: string;
  /** Sent as `Authorization: Bearer …`; never in a URL, a log line or an answer to a browser. */
  key: string | undefined;
  timeoutMs: number;
  /** Retries of a request that timed out, failed to connect or met a 429 or 5xx. */
  retries: number;
  /** How long slow-moving answers (fund quotes, factsheets) are reused. */
  cacheMs: number;
  /** First backoff (doubling); tests shorten it. */
  backoffMs?: number;
}

/**
 * One GET of a fund feed, checked by `answer`'s shape. A 404 is the feed not knowing the fund
 * (`missing`). A timeout or a failed connection, after the retries, is a 503; any other status or
 * an answer off the protocol a 502: both with the general technical error (§ error wording) and
 * one warning naming the host and the reason, never the URL's query or the key.
 */
export function fundFeedClient(
  feed: 'data' | 'factsheet',
  settings: FundFeedSettings,
  log: FastifyBaseLogger,
) {
  const base = settings.url.replace(/\/+$/, '');
  const host = new URL(base).host;
  const headers: Record<string, string> = settings.key ? { authorization: `Bearer ${settings.key}` } : {};

  return async function get<S extends z.ZodType, M>(
    path: string,
    query: Record<string, string>,
    answer: S,
    missing: M,
  ): Promise<z.output<S> | M> {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams(query).toString();
    const started = Date.now();
    try {
      const parsed = answer.safeParse(
        await fetchJsonWithRetries(url, {
          timeoutMs: settings.timeoutMs,
          retries: settings.retries,
          backoffMs: settings.backoffMs ?? 500,
          headers,
        }),
      );
      if (!parsed.success) throw new OutboundFetchError('malformed');
      return parsed.data;
    } catch (error) {
      if (error instanceof OutboundFetchError && error.reason === 'status' && error.status === 404)
        return missing;
      const { reason, status } =
        error instanceof OutboundFetchError ? error : { reason: 'error', status: undefined };
      log.warn({ feed, host, reason, status, ms: Date.now() - started }, 'fund feed unavailable');
      if (reason === 'timeout' || reason === 'network')
        throw new AppError(503, 'fund_feed_unavailable', 'errors.technical');
      throw new AppError(502, 'fund_feed_error', 'errors.technical');
    }
  };
}
