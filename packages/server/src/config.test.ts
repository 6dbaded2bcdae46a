import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('keeps a terminal quiet (warn) and gives log collectors info, unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}, true).logLevel).toBe('warn');
    expect(loadConfig({}, false).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'info' }, true).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, false).logLevel).toBe('debug');
  });

  it('switches Google and Microsoft sign-in on only with their settings, and refuses half of them', () => {
    expect(loadConfig({}, false).socialSignIn).toEqual({});
    expect(() => loadConfig({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 's' }, false)).toThrow(
      /MICROSOFT_TENANT/,
    );
    expect(() => loadConfig({ GOOGLE_ISSUER: 'not a url' }, false)).toThrow(/GOOGLE_ISSUER/);
  });

  it('runs several processes only on a PostgreSQL server, and a read replica only beside one', () => {
    expect(loadConfig({}, false).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' }, false)).toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL .*embedded PGlite database can be opened by one process only/,
    );
    const url = 'postgres://postgres@127.0.0.1:5432/portal';
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: url }, false)).toMatchObject({
      webConcurrency: 2,
      databaseReadUrl: undefined,
    });
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: url }, false)).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATABASE_READ_URL: url }, false)).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'mysql://x' }, false)).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: url }, false).databaseReadUrl).toBe(url);
  });

  it('refuses an unknown LOG_LEVEL with the variable named', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, true)).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, true)).toThrow(/LOG_LEVEL/);
  });

  it('reads the public site posts from the own table unless POSTS_SOURCE=ghost, which needs a URL and key', () => {
    expect(loadConfig({}, false).posts).toMatchObject({
      source: 'own',
      timeoutMs: 5000,
      retries: 2,
      cacheMs: 60_000,
    });
    expect(() => loadConfig({ POSTS_SOURCE: 'ghost' }, false)).toThrow(/POSTS_CMS_URL and POSTS_CMS_KEY/);
    expect(
      loadConfig({ POSTS_SOURCE: 'ghost', POSTS_CMS_URL: 'https://blog.example', POSTS_CMS_KEY: 'k' }, false)
        .posts,
    ).toMatchObject({ source: 'ghost', url: 'https://blog.example', key: 'k' });
  });

  it('reads the fund drawer from our database unless FUND_DATA_URL / FUND_FACTSHEET_URL name a feed', () => {
    expect(loadConfig({}, false).fundFeeds).toEqual({
      data: undefined,
      factsheet: undefined,
      timeoutMs: 5000,
      retries: 2,
      cacheMs: 900_000,
    });
    expect(
      loadConfig({ FUND_FACTSHEET_URL: 'https://docs.example/v1', FUND_FACTSHEET_KEY: 'k' }, false).fundFeeds,
    ).toMatchObject({ data: undefined, factsheet: { url: 'https://docs.example/v1', key: 'k' } });
    expect(() => loadConfig({ FUND_DATA_URL: 'funds.example' }, false)).toThrow(/FUND_DATA_URL/);
  });

  it('scans uploads only when CLAMAV_URL is set, and refuses an address it cannot use', () => {
    expect(loadConfig({}, false).clamav).toBeUndefined();
    expect(loadConfig({ CLAMAV_URL: 'tcp://127.0.0.1:3310' }, false).clamav).toEqual({
      address: { host: '127.0.0.1', port: 3310 },
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({ CLAMAV_URL: '/run/clamav/clamd.ctl', CLAMAV_TIMEOUT_MS: '5000' }, false).clamav,
    ).toEqual({ address: { path: '/run/clamav/clamd.ctl' }, timeoutMs: 5000 });
    expect(() => loadConfig({ CLAMAV_URL: 'http://127.0.0.1:3310' }, false)).toThrow(/CLAMAV_URL/);
  });
});
