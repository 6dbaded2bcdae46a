import { daysBetween } from '@portal/domain';
import { SERIES_KEY, classifyAnswer, seriesCloses } from './alpha-vantage';
import type { RequestBudget } from './request-budget';
import { MarketDataError, type MarketDataSource } from './source';

export interface HttpSourceOptions {
  /** MARKET_DATA_URL: the service's query endpoint. */
  url: string;
  /** MARKET_DATA_KEY: sent as `apikey`; never logged, and cut out of every message. */
  key: string | undefined;
  budget: RequestBudget;
  /** Per request, body included. Default 10 s. */
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx or a throttling note. Default 3. */
  retries?: number;
  /** First backoff; doubles each retry. Default 1 s. */
  backoffMs?: number;
  /** Longest wait before a retry; a Retry-After beyond it ends the attempts at once. Default 60 s. */
  maxWaitMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * One request's outcome: the body, or a failure with when to ask again (milliseconds; -1 = after
 * the backoff; null = asking again will not help).
 */
type Attempt = { body: Record<string, unknown> } | { error: MarketDataError; retryIn: number | null };

/** About 100 weekdays: what the service's `compact` answer covers. */
const COMPACT_DAYS = 140;

/**
 * The §7 stock and currency-rate service (Alpha Vantage protocol). One request per symbol or pair;
 * each attempt first takes one request from the daily budget, so retries count too and a spent
 * budget sends nothing at all.
 */
export function createHttpMarketDataSource(options: HttpSourceOptions): MarketDataSource {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = Math.max(0, Math.min(options.retries ?? 3, 5));
  const backoffMs = options.backoffMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const redact = redactor(options.key);

  async function attempt(query: Record<string, string>): Promise<Attempt> {
    const url = new URL(options.url);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (options.key) url.searchParams.set('apikey', options.key);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        return { retryIn: null, error: new MarketDataError('timeout', `no answer within ${timeoutMs} ms`) };
      }
      return {
        retryIn: null,
        error: new MarketDataError('unavailable', `no answer: ${redact(causeOf(error))}`),
      };
    }
    if (response.status === 429 || response.status >= 500) {
      const reason = response.status === 429 ? 'rate_limited' : 'unavailable';
      return {
        retryIn: retryAfterMs(response.headers.get('retry-after'), now()),
        error: new MarketDataError(reason, `HTTP ${response.status}`),
      };
    }
    if (!response.ok)
      return { retryIn: null, error: new MarketDataError('unavailable', `HTTP ${response.status}`) };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { retryIn: null, error: new MarketDataError('malformed', 'the answer is not JSON') };
    }
    const answer = classifyAnswer(body);
    if (answer.kind === 'unknown') {
      return {
        retryIn: null,
        error: new MarketDataError(
          'unknown_symbol',
          `the service does not know it: ${redact(answer.message)}`,
        ),
      };
    }
    if (answer.kind === 'throttled') {
      return {
        retryIn: -1,
        error: new MarketDataError('rate_limited', `the service throttles: ${redact(answer.message)}`),
      };
    }
    return { body: answer.body };
  }

  /** Attempts until one answers, a failure is final, or the retries are spent. */
  async function request(query: Record<string, string>): Promise<Record<string, unknown>> {
    for (let n = 0; ; n++) {
      if (!(await options.budget.take())) {
        throw new MarketDataError('budget_exhausted', 'the daily request budget is spent');
      }
      const result = await attempt(query);
      if ('body' in result) return result.body;
      const { retryIn, error } = result;
      if (retryIn === null || n >= retries) throw error;
      const wait = retryIn >= 0 ? retryIn : backoffMs * 2 ** n;
      if (wait > maxWaitMs)
        throw new MarketDataError(
          error.reason,
          `${error.message}; asked to wait ${Math.ceil(wait / 1000)} s`,
        );
      await sleep(wait);
    }
  }

  function range(since: string, until: string | undefined) {
    const today = now().toISOString().slice(0, 10);
    const end = until !== undefined && until < today ? until : today;
    const outputsize = daysBetween(since, today) <= COMPACT_DAYS ? 'compact' : 'full';
    return { since, until: end, today, outputsize };
  }

  return {
    kind: 'http',
    async dailyCloses(symbol, since, until) {
      const r = range(since, until);
      const body = await request({ function: 'TIME_SERIES_DAILY', symbol, outputsize: r.outputsize });
      return seriesCloses(body, SERIES_KEY.stock, r);
    },
    async dailyRates(from, to, since, until) {
      const r = range(since, until);
      // Alpha Vantage names FX_DAILY's currencies from_symbol/to_symbol and §7's service from/to
      // currency: both are sent, and a service ignores the names it does not use.
      const body = await request({
        function: 'FX_DAILY',
        from_symbol: from,
        to_symbol: to,
        from_currency: from,
        to_currency: to,
        outputsize: r.outputsize,
      });
      return seriesCloses(body, SERIES_KEY.fx, r).map(({ date, close }) => ({ date, rate: close }));
    },
  };
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or -1 for none. */
export function retryAfterMs(header: string | null, now: Date): number {
  if (header === null || header.trim() === '') return -1;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? -1 : Math.max(0, at - now.getTime());
}

/** Replaces the key (as written and URL-encoded) in a text with '***'. */
export function redactor(key: string | undefined): (text: string) => string {
  if (!key) return (text) => text;
  const forms = [
    ...new Set([key, encodeURIComponent(key), new URLSearchParams({ k: key }).toString().slice(2)]),
  ];
  return (text) => forms.reduce((out, form) => out.split(form).join('***'), text);
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
