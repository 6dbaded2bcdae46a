import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the §7 stock and currency-rate service (Alpha Vantage protocol), for tests.
 * Each symbol ('VOD.L') or pair ('GBP/USD') has a script of answers: request n gets answer n, and
 * the last answer repeats. Anything not scripted is an unknown symbol.
 */
export type ScriptedAnswer =
  /** A daily series: date → close (any JSON value, so tests can send nonsense). */
  | { series: Record<string, unknown> }
  /** An HTTP error status (429, 503…), optionally with Retry-After. */
  | { status: number; retryAfter?: string }
  /** A 200 whose body is this text as is (bad JSON, a wrong shape). */
  | { raw: string }
  /** {"Error Message": …}: the service does not know the symbol. */
  | { unknown: true; message?: string }
  /** {"Note": …} or {"Information": …}: the service throttles. */
  | { throttle: 'Note' | 'Information'; message?: string }
  /** No answer at all, until the server closes (for timeouts). */
  | { hang: true };

export interface RateServiceRequest {
  function: string | null;
  /** The symbol, or 'FROM/TO' for FX_DAILY. */
  subject: string;
  outputsize: string | null;
  apikey: string | null;
}

export interface RateService {
  /** The query endpoint: http://127.0.0.1:<port>/query */
  url: string;
  requests: RateServiceRequest[];
  /** Sets (or replaces) the answers for a symbol or pair. */
  script(subject: string, answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

/** A weekday series for tests: dates → closes. */
export function series(entries: [date: string, close: unknown][]): ScriptedAnswer {
  return { series: Object.fromEntries(entries) };
}

export async function startRateService(): Promise<RateService> {
  const scripts = new Map<string, ScriptedAnswer[]>();
  const served = new Map<string, number>();
  const requests: RateServiceRequest[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service');
    const q = url.searchParams;
    const fn = q.get('function');
    const fx = fn === 'FX_DAILY';
    const subject = fx
      ? `${q.get('from_currency') ?? q.get('from_symbol')}/${q.get('to_currency') ?? q.get('to_symbol')}`
      : (q.get('symbol') ?? '');
    requests.push({ function: fn, subject, outputsize: q.get('outputsize'), apikey: q.get('apikey') });
    const script = scripts.get(subject) ?? [{ unknown: true }];
    const n = served.get(subject) ?? 0;
    served.set(subject, n + 1);
    answer(res, script[Math.min(n, script.length - 1)]!, fx, subject);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/query`,
    requests,
    script(subject, answers) {
      scripts.set(subject, answers);
      served.set(subject, 0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answer(res: http.ServerResponse, scripted: ScriptedAnswer, fx: boolean, subject: string): void {
  const json = (body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if ('hang' in scripted) return;
  if ('status' in scripted) {
    res.writeHead(scripted.status, scripted.retryAfter ? { 'retry-after': scripted.retryAfter } : {});
    res.end();
    return;
  }
  if ('raw' in scripted) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(scripted.raw);
    return;
  }
  if ('unknown' in scripted) {
    json({
      'Error Message':
        scripted.message ??
        `Invalid API call. Please retry or visit the documentation for ${fx ? 'FX_DAILY' : 'TIME_SERIES_DAILY'}.`,
    });
    return;
  }
  if ('throttle' in scripted) {
    json({
      [scripted.throttle]:
        scripted.message ??
        'Thank you for using the service! Our standard API rate limit is 25 requests per day.',
    });
    return;
  }
  const days = Object.fromEntries(
    Object.entries(scripted.series).map(([date, close]) => [
      date,
      {
        '1. open': close,
        '2. high': close,
        '3. low': close,
        '4. close': close,
        ...(fx ? {} : { '5. volume': '1000' }),
      },
    ]),
  );
  json(
    fx
      ? {
          'Meta Data': {
            '1. Information': 'Forex Daily Prices (open, high, low, close)',
            '2. From Symbol': subject.slice(0, 3),
            '3. To Symbol': subject.slice(4),
          },
          'Time Series FX (Daily)': days,
        }
      : {
          'Meta Data': {
            '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
            '2. Symbol': subject,
          },
          'Time Series (Daily)': days,
        },
  );
}
