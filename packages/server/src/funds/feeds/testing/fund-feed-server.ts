import type http from 'node:http';
import { json, stubServer } from '../../../providers/testing/stub-http';
import { FUND_FEED_PATHS } from '../feed-paths';

/** One fund as the feeds know it, in their wire shapes (numbers or strings, as a feed may send). */
export interface FeedFundData {
  isin: string;
  fundCode: string;
  /** The GET /funds/{isin} answer. */
  quote: Record<string, unknown>;
  /** Closes in the feed's (any) order. */
  entries: { date: string; price: unknown }[];
  factsheets: { name: string; language?: string | null; date: string; url: string }[];
}

/** What the next request meets instead of its answer. */
export type FeedFault = 429 | 500 | 503 | 'hang' | 'malformed' | 'not-json';

const at = (path: string) => path.replace(/\/[^/]*$/, '/');

/**
 * A local HTTP server speaking the fund-data feeds' protocol (feed-paths.ts): fund by ISIN,
 * performance by fund code, factsheets by ISIN, a 404 for an unknown fund and a 401
 * without the Bearer key. `fault` queues what the next requests meet instead: a 429 (Retry-After 0),
 * a 5xx, no answer at all, an answer off the protocol, or a body that is not JSON.
 */
export async function fundFeedServer(key: string, funds: readonly FeedFundData[]) {
  const faults: FeedFault[] = [];
  const hanging: http.ServerResponse[] = [];
  const routes = {
    fund: at(FUND_FEED_PATHS.fund('X')),
    performance: at(FUND_FEED_PATHS.performance('X')),
    factsheets: at(FUND_FEED_PATHS.factsheets('X')),
  };
  const server = await stubServer((url, res, _hits, req) => {
    const fault = faults.shift();
    if (fault === 'hang') return void hanging.push(res);
    if (typeof fault === 'number') {
      res.writeHead(fault, { 'content-type': 'application/json', 'retry-after': '0' });
      return void res.end(JSON.stringify({ error: 'busy' }));
    }
    if (fault === 'malformed') return json(res, { data: { entries: 'soon' }, price: { amount: 1 } });
    if (fault === 'not-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('<html>maintenance</html>');
    }
    if (req.headers.authorization !== `Bearer ${key}`) return json(res, { error: 'unauthorised' }, 401);
    // Any base path before the protocol's paths (FUND_DATA_URL may end in /v1).
    const prefix = at(url.pathname);
    const id = decodeURIComponent(url.pathname.slice(prefix.length));
    const byIsin = funds.find((f) => f.isin === id);
    const byCode = funds.find((f) => f.fundCode === id);
    if (prefix.endsWith(routes.fund) && byIsin) return json(res, byIsin.quote);
    if (prefix.endsWith(routes.factsheets) && byIsin) return json(res, { factsheets: byIsin.factsheets });
    if (prefix.endsWith(routes.performance) && byCode) {
      const first = [...byCode.entries].sort((a, b) => a.date.localeCompare(b.date))[0];
      const [y, m, d] = (first?.date ?? '').split('-').map(Number);
      return json(res, { data: { entries: byCode.entries, oldest: first ? { y, m, d } : null } });
    }
    json(res, { error: 'not found' }, 404);
  });
  return {
    url: server.url,
    /** Each request as 'GET path?query Bearer key'. */
    seen: server.seen,
    fault: (...next: FeedFault[]) => faults.push(...next),
    close: async () => {
      for (const res of hanging.splice(0)) res.destroy();
      await server.close();
    },
  };
}

/** A fund of the feed with the fixture's global equity ISIN and code, with figures of its own. */
export const FEED_GLOBAL_EQUITY: FeedFundData = {
  isin: 'GB00B0000017',
  fundCode: 'HG01',
  quote: {
    price: 245.1,
    priceDate: '2025-06-03',
    currency: 'GBP',
    size: '1312500000.50',
    change1d: 0.2044,
    change1w: -0.5,
    change1m: '1.1000',
    change3m: 3.3,
    change6m: null,
    change1y: 10,
    change3y: 21.5,
    change5y: 40.25,
    changeYtd: 4.0816,
    fundCode: 'HG01',
    fundName: 'Harbourside Global Equity Fund Acc (feed)',
  },
  // Out of order on purpose; one price a JSON number, one a string with trailing zeros.
  entries: [
    { date: '2025-06-03', price: 245.1 },
    { date: '2024-06-03', price: '222.8181' },
    { date: '2025-06-02', price: '244.60000000' },
    { date: '2024-12-31', price: 235.5 },
    { date: '2025-01-02', price: 236 },
  ],
  factsheets: [
    {
      name: 'Harbourside Global Equity factsheet',
      language: 'en',
      date: '2025-05-31',
      url: 'https://docs.example.com/factsheets/GB00B0000017-en.pdf',
    },
    {
      name: 'Harbourside Global Equity ενημερωτικό',
      language: 'el',
      date: '2025-04-30',
      url: 'https://docs.example.com/factsheets/GB00B0000017-el.pdf',
    },
  ],
};
