import type { TrackerConfig } from '../config';
import { fetchJsonWithRetries, OutboundFetchError } from '../http/retrying-json-fetch';
import { TrackerRejectedError, type TrackerHit, type UsageTracker } from './usage-tracker';

/**
 * The Matomo HTTP Tracking API's bulk request: POST {matomo}/matomo.php with
 * `{"requests": ["?idsite=1&rec=1&…", …], "token_auth": …}`; Matomo answers
 * `{"status":"success","tracked":N,"invalid":M}`. Retries on a timeout, a 429 or a 5xx come from
 * fetchJsonWithRetries; the token travels only in the body (never in a URL a log might keep).
 */
export function matomoTracker(config: TrackerConfig): UsageTracker {
  const endpoint = new URL('matomo.php', config.url.endsWith('/') ? config.url : `${config.url}/`);
  return {
    async send(hits: readonly TrackerHit[]): Promise<void> {
      if (hits.length === 0) return;
      const requests = hits.map(
        (hit) =>
          `?${new URLSearchParams({ idsite: String(config.siteId), rec: '1', apiv: '1', send_image: '0', ...hit })}`,
      );
      const body = JSON.stringify({ requests, ...(config.token ? { token_auth: config.token } : {}) });
      let answer: unknown;
      try {
        answer = await fetchJsonWithRetries(endpoint, {
          timeoutMs: config.timeoutMs,
          retries: config.retries,
          backoffMs: 500,
          postJson: body,
        });
      } catch (error) {
        const refused =
          error instanceof OutboundFetchError &&
          error.reason === 'status' &&
          error.status !== undefined &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429;
        throw refused ? new TrackerRejectedError(error.status!) : error;
      }
      const status = (answer as { status?: unknown } | null)?.status;
      if (status !== 'success') throw new OutboundFetchError('malformed');
    },
  };
}
