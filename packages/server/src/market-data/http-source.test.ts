import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMarketDataSource, redactor, retryAfterMs } from './http-source';
import { series, startRateService, type RateService } from './testing/rate-service';

let service: RateService;
const unlimited = { take: async () => true };

beforeAll(async () => {
  service = await startRateService();
});

afterAll(async () => {
  await service?.close();
});

describe('the §7 rate service adapter', () => {
  it('asks for the compact series when the last close is recent, the full one otherwise, and trims to the range', async () => {
    service.script('VOD.L', [
      series([
        ['2026-11-20', '70.0000'],
        ['2026-11-23', '71.0000'],
        ['2026-11-24', '72.0000'],
        ['2026-11-25', '73.0000'],
      ]),
    ]);
    const source = createHttpMarketDataSource({
      url: service.url,
      key: 'k',
      budget: unlimited,
      now: () => new Date('2026-11-26T18:00:00Z'),
    });
    expect(await source.dailyCloses('VOD.L', '2026-11-23', '2026-11-24')).toEqual([
      { date: '2026-11-23', close: '71.0000' },
      { date: '2026-11-24', close: '72.0000' },
    ]);
    await source.dailyCloses('VOD.L', '2026-01-02');
    expect(service.requests.map((r) => r.outputsize)).toEqual(['compact', 'full']);
  });

  it('reads rates from the FX series, naming the currencies both ways', async () => {
    service.script('GBP/USD', [series([['2026-11-25', '1.2634']])]);
    const source = createHttpMarketDataSource({ url: service.url, key: 'k', budget: unlimited });
    expect(await source.dailyRates('GBP', 'USD', '2026-11-01')).toEqual([
      { date: '2026-11-25', rate: '1.2634' },
    ]);
    expect(service.requests.at(-1)).toMatchObject({ function: 'FX_DAILY', subject: 'GBP/USD' });
  });

  it('reads Retry-After as seconds or as a date, and cuts the key out of text in every spelling', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(-1);
    expect(retryAfterMs('soon', now)).toBe(-1);
    const redact = redactor('a b/c+d');
    expect(redact('key a b/c+d, a%20b%2Fc%2Bd or a+b%2Fc%2Bd')).toBe('key ***, *** or ***');
    expect(redactor(undefined)('nothing to hide')).toBe('nothing to hide');
  });
});
