import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { LOCAL_LOOKUP_LISTS } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restCountriesSource, type RestCountriesSettings } from './rest-countries';

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

const COUNTRIES = [
  { name: { common: 'Iceland', official: 'Iceland', nativeName: {} }, cca2: 'IS' },
  { name: { common: 'Greece', official: 'Hellenic Republic', nativeName: {} }, cca2: 'GR' },
  {
    name: { common: 'United Kingdom', official: 'United Kingdom of Great Britain', nativeName: {} },
    cca2: 'GB',
  },
];

/**
 * The lookup lists' public API adapter (issue 18 item 4) against a local HTTP server that speaks
 * REST Countries v3.1 (`GET /v3.1/all?fields=name,cca2`): a normal answer, a 429 then success, a
 * timeout and a malformed answer, the last two answering from the local list with one warning.
 */
describe('lookup lists: REST Countries adapter', () => {
  let server: Server;
  let base: string;
  let handler: Handler;
  const requests: URL[] = [];
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }),
  } as unknown as FastifyBaseLogger;
  const settings = (over: Partial<RestCountriesSettings> = {}): RestCountriesSettings => ({
    url: base,
    timeoutMs: 2000,
    retries: 2,
    cacheMs: 3_600_000,
    backoffMs: 5,
    ...over,
  });
  const answer = (
    response: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...extra });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://local');
      requests.push(url);
      handler(request, response, url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    logged.length = 0;
  });

  it('reads the countries once, sorted by name, and reuses them from its cache', async () => {
    handler = (_request, response) => answer(response, 200, COUNTRIES);
    const source = restCountriesSource(settings(), log);
    const entries = await source.entries('countries');
    expect(entries).toEqual([
      { value: 'GR', description: 'Greece' },
      { value: 'IS', description: 'Iceland' },
      { value: 'GB', description: 'United Kingdom' },
    ]);
    expect(requests[0]!.pathname).toBe('/v3.1/all');
    expect(requests[0]!.searchParams.get('fields')).toBe('name,cca2');
    expect(await source.entries('countries')).toBe(entries);
    expect(requests).toHaveLength(1);
    // The service has no currency list: currencies are always the local ones.
    expect(await source.entries('currencies')).toBe(LOCAL_LOOKUP_LISTS.currencies);
    expect(requests).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it('waits and retries after a 429, then answers', async () => {
    let calls = 0;
    handler = (_request, response) =>
      (calls += 1) === 1
        ? answer(response, 429, { message: 'Too many requests' }, { 'retry-after': '0' })
        : answer(response, 200, COUNTRIES);
    const entries = await restCountriesSource(settings(), log).entries('countries');
    expect(calls).toBe(2);
    expect(entries.map((e) => e.value)).toEqual(['GR', 'IS', 'GB']);
    expect(logged).toEqual([]);
  });

  it('gives up after a timeout on every try and answers from the local list with one warning', async () => {
    handler = () => undefined; // never answers
    const source = restCountriesSource(settings({ timeoutMs: 100, retries: 1 }), log);
    const entries = await source.entries('countries');
    expect(entries).toBe(LOCAL_LOOKUP_LISTS.countries);
    expect(requests).toHaveLength(2);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.obj).toMatchObject({ reason: 'timeout' });
    // Within the failure pause the local list answers without asking again, and without a new warning.
    expect(await source.entries('countries')).toBe(LOCAL_LOOKUP_LISTS.countries);
    expect(requests).toHaveLength(2);
    expect(logged).toHaveLength(1);
  });

  it('treats an answer off the protocol as malformed: no retry, the local list, one warning', async () => {
    handler = (_request, response) => answer(response, 200, [{ name: 'Greece', code: 'GR' }]);
    const entries = await restCountriesSource(settings(), log).entries('countries');
    expect(entries).toBe(LOCAL_LOOKUP_LISTS.countries);
    expect(requests).toHaveLength(1);
    expect(logged).toEqual([
      { obj: expect.objectContaining({ reason: 'malformed' }), msg: expect.stringContaining('local list') },
    ]);
    handler = (_request, response) => answer(response, 200, 'not json');
    expect(await restCountriesSource(settings(), log).entries('countries')).toBe(
      LOCAL_LOOKUP_LISTS.countries,
    );
    expect(logged[1]!.obj).toMatchObject({ reason: 'malformed' });
  });

  it('retries a 5xx and falls back after the last retry', async () => {
    handler = (_request, response) => answer(response, 503, { message: 'down' });
    const entries = await restCountriesSource(settings({ retries: 2 }), log).entries('countries');
    expect(requests).toHaveLength(3);
    expect(entries).toBe(LOCAL_LOOKUP_LISTS.countries);
    expect(logged[0]!.obj).toMatchObject({ reason: 'status', status: 503 });
  });
});
