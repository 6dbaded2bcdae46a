import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { socialProvidersFrom, type SocialProvidersConfig } from './auth/oidc/social-providers';
import type { S3Settings } from './storage/s3-storage';
import { parseClamdAddress } from './storage/virus-scan/clamd-address';
import { envSchema, type Env } from './config-env';
import type { ClamavSettings } from './storage/virus-scan/virus-scanner';

const S3_VARIABLES = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

export interface Config {
  port: number;
  host: string;
  brand: Env['BRAND'];
  /** A PostgreSQL server's URL, or undefined for the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a replica for read-heavy GET routes; undefined = they read databaseUrl. */
  databaseReadUrl: string | undefined;
  /** WEB_CONCURRENCY: server processes on the one port (node:cluster). */
  webConcurrency: number;
  dataDir: string;
  /** Where the embedded database lives when no DATABASE_URL is set. */
  pgliteDir: string;
  /** PGLITE_BASELINE: where the empty migrated cluster's image lives; 'off' = none; undefined = the default. */
  pgliteBaseline: string | undefined;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  nodeEnv: Env['NODE_ENV'];
  seedOnStart: boolean;
  /** SEED_WORKERS: worker threads generating the demo clients while the main thread writes them. */
  seedWorkers: number;
  publicUrl: string;
  /** The built web app to serve, if any. */
  webDist: string | undefined;
  trustProxy: TrustProxy;
  rateLimitMax: number;
  /** Public site (issue 17): published content is read again after this many ms (0: every request). */
  publicSiteCacheMs: number;
  /** POSTS_*: the public site's posts, own or from a headless CMS (Ghost Content API). */
  posts: PostsSourceConfig;
  /** LOOKUP_LISTS_*: where the lookup text fields' lists come from (§7). */
  lookupLists: LookupListsConfig;
  /** FUND_DATA_* and FUND_FACTSHEET_*: the §7 fund-data feeds; undefined = our own database. */
  fundFeeds: FundFeedsConfig;
  /** FUND_SEARCH_*: where the investments explorer searches (§7 fund-data search service). */
  fundSearch: FundSearchConfig;
  /** Where mail goes; undefined = stored in the outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HMAC key of custom sign-in tokens. */
  tokenSigningKey: Buffer;
  /** True when TOKEN_SIGNING_KEY was given; otherwise start-up keeps one under dataDir. */
  tokenSigningKeyFromEnv: boolean;
  /** The national e-ID provider, when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Google and Microsoft sign-in (§2), each present only when configured. */
  socialSignIn: SocialProvidersConfig;
  /** The S3-compatible file store, when configured; otherwise files live under dataDir. */
  s3: S3Settings | undefined;
  /** CLAMAV_*: the virus scanner every upload passes before it is stored; undefined = none. */
  clamav: ClamavSettings | undefined;
  /** The external Data API of the `api` data provider. */
  dataApi: {
    url: string | undefined;
    token: string | undefined;
    timeoutMs: number;
    retries: number;
    /** The partners' private-equity host (DATA_API_PE_URL) and its token (else `token`). */
    privateEquityUrl: string | undefined;
    privateEquityToken: string | undefined;
  };
  /** The token that opens this server's Data API paths (rule `service`); undefined = nobody. */
  dataApiServeToken: string | undefined;
  /** DATA_PROVIDER: the data provider mode in place of the brand's; undefined = the brand's. */
  dataProvider: 'database' | 'static' | 'api' | undefined;
  /** The static provider's files; `generated` when start-up writes them from the database (no STATIC_SAMPLES_DIR). */
  staticSamples: { dir: string; generated: boolean };
  /** DATA_IMPORT_*: what the data designer's steps may fetch, and how long they may take. */
  dataImport: { allowedHosts: string[]; timeoutMs: number };
  /** JOBS_WORKER: whether the web process works background jobs (true) or only queues them. */
  jobsWorker: boolean;
  /** CLOCK_*: when the daily clock runs. */
  clock: { schedule: string; timezone: string; catchUp: boolean };
  /** MARKET_DATA_*: where the clock fetches daily prices and rates. */
  marketData: MarketDataConfig;
  /** TRACKER_*: the §7 usage tracker (Matomo HTTP Tracking API); undefined = none. */
  tracker: TrackerConfig | undefined;
  /** CHROMIUM_PATH, REPORT_PAGES: the browser that prints reports and how many pages print at once. */
  reports: { chromiumPath: string; pages: number; quarterlyPackSchedule: string };
}

export interface LookupListsConfig {
  /** A REST Countries service; undefined = the local lists shipped in the repository. */
  url: string | undefined;
  timeoutMs: number;
  retries: number;
  cacheMs: number;
}

export interface FundFeedsConfig {
  /** Secrets (key): keep them out of logs, errors and anything sent to a browser. */
  data: { url: string; key: string | undefined } | undefined;
  factsheet: { url: string; key: string | undefined } | undefined;
  timeoutMs: number;
  retries: number;
  cacheMs: number;
}

export interface FundSearchConfig {
  /** An Azure AI Search service; undefined = our own funds table. */
  url: string | undefined;
  /** Secret: keep it out of logs, errors and anything sent to a browser. */
  key: string | undefined;
  index: string;
  apiVersion: string;
  timeoutMs: number;
  retries: number;
  cacheMs: number;
}

export interface PostsSourceConfig {
  source: 'own' | 'ghost';
  /** Set when the source is ghost. */
  url: string | undefined;
  /** Secret: keep it out of logs, errors and anything sent to a browser. */
  key: string | undefined;
  timeoutMs: number;
  retries: number;
  cacheMs: number;
}

export interface TrackerConfig {
  url: string;
  siteId: number;
  /** Secret: keep it out of logs, errors and anything sent to a browser. */
  token: string | undefined;
  timeoutMs: number;
  retries: number;
}

export interface MarketDataConfig {
  source: 'demo' | 'http';
  /** Set when the source is http. */
  url: string | undefined;
  /** Secret: keep it out of logs, errors and anything sent to a browser. */
  key: string | undefined;
  timeoutMs: number;
  retries: number;
  dailyBudget: number;
}

/** The forms of Fastify's `trustProxy` option that an environment variable can express. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export class ConfigError extends Error {}

/**
 * Seed workers for this machine (SEED_WORKERS unset): the main thread is busy writing (every COPY
 * and index build runs there), so generating the clients gets the other cores, up to 3.
 */
export function defaultSeedWorkers(cores = os.availableParallelism()): number {
  return Math.min(3, Math.max(0, cores - 1));
}

/**
 * Parses the environment; throws a ConfigError whose message lists every problem on one line.
 * `terminal` says whether a person reads the output: there, a request log line per click would bury
 * the sign-in banner, so LOG_LEVEL defaults to warn; log collectors get info.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const s3Missing = S3_VARIABLES.filter((name) => !e[name]);
  if ((e.S3_ENDPOINT || s3Missing.length < S3_VARIABLES.length) && s3Missing.length > 0) {
    throw new ConfigError(`Invalid configuration: S3 storage also needs ${s3Missing.join(', ')}`);
  }
  if (e.JOBS_WORKER === 'off' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: JOBS_WORKER=off needs DATABASE_URL (the jobs would wait for a worker, and only a PostgreSQL server can be shared with one)',
    );
  }
  if (e.TRACKER_URL && !e.TRACKER_SITE_ID) {
    throw new ConfigError('Invalid configuration: TRACKER_URL also needs TRACKER_SITE_ID');
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database can be opened by one process only`,
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL needs DATABASE_URL (it is a replica of it)',
    );
  }
  const marketSource = e.MARKET_DATA_SOURCE ?? (e.MARKET_DATA_URL ? 'http' : 'demo');
  if (marketSource === 'http' && !e.MARKET_DATA_URL) {
    throw new ConfigError('Invalid configuration: MARKET_DATA_SOURCE=http also needs MARKET_DATA_URL');
  }
  if (e.POSTS_SOURCE === 'ghost' && (!e.POSTS_CMS_URL || !e.POSTS_CMS_KEY))
    throw new ConfigError(
      'Invalid configuration: POSTS_SOURCE=ghost also needs POSTS_CMS_URL and POSTS_CMS_KEY',
    );
  if (e.FUND_SEARCH_URL && !e.FUND_SEARCH_KEY)
    throw new ConfigError('Invalid configuration: FUND_SEARCH_URL also needs FUND_SEARCH_KEY');
  const socialSignIn = socialProvidersFrom(e);
  if (typeof socialSignIn === 'string') throw new ConfigError(`Invalid configuration: ${socialSignIn}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    brand: e.BRAND,
    databaseUrl: e.DATABASE_URL ? e.DATABASE_URL : undefined,
    databaseReadUrl: e.DATABASE_READ_URL ? e.DATABASE_READ_URL : undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteBaseline: e.PGLITE_BASELINE,
    logLevel: e.LOG_LEVEL ?? (terminal ? 'warn' : 'info'),
    nodeEnv: e.NODE_ENV,
    seedOnStart: e.SEED_ON_START,
    seedWorkers: e.SEED_WORKERS ?? defaultSeedWorkers(),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    publicSiteCacheMs: e.PUBLIC_SITE_CACHE_MS,
    posts: {
      source: e.POSTS_SOURCE,
      url: e.POSTS_CMS_URL,
      key: e.POSTS_CMS_KEY,
      timeoutMs: e.POSTS_CMS_TIMEOUT_MS,
      retries: e.POSTS_CMS_RETRIES,
      cacheMs: e.POSTS_CMS_CACHE_MS,
    },
    lookupLists: {
      url: e.LOOKUP_LISTS_URL,
      timeoutMs: e.LOOKUP_LISTS_TIMEOUT_MS,
      retries: e.LOOKUP_LISTS_RETRIES,
      cacheMs: e.LOOKUP_LISTS_CACHE_MS,
    },
    fundFeeds: {
      data: e.FUND_DATA_URL ? { url: e.FUND_DATA_URL, key: e.FUND_DATA_KEY } : undefined,
      factsheet: e.FUND_FACTSHEET_URL ? { url: e.FUND_FACTSHEET_URL, key: e.FUND_FACTSHEET_KEY } : undefined,
      timeoutMs: e.FUND_FEEDS_TIMEOUT_MS,
      retries: e.FUND_FEEDS_RETRIES,
      cacheMs: e.FUND_FEEDS_CACHE_MS,
    },
    fundSearch: {
      url: e.FUND_SEARCH_URL,
      key: e.FUND_SEARCH_KEY,
      index: e.FUND_SEARCH_INDEX,
      apiVersion: e.FUND_SEARCH_API_VERSION,
      timeoutMs: e.FUND_SEARCH_TIMEOUT_MS,
      retries: e.FUND_SEARCH_RETRIES,
      cacheMs: e.FUND_SEARCH_CACHE_MS,
    },
    smtpUrl: e.SMTP_URL ? e.SMTP_URL : undefined,
    mailFrom: e.MAIL_FROM,
    tokenSigningKey: e.TOKEN_SIGNING_KEY ? Buffer.from(e.TOKEN_SIGNING_KEY) : randomBytes(32),
    tokenSigningKeyFromEnv: !!e.TOKEN_SIGNING_KEY,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    socialSignIn,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_REGION
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    clamav: e.CLAMAV_URL
      ? { address: parseClamdAddress(e.CLAMAV_URL)!, timeoutMs: e.CLAMAV_TIMEOUT_MS }
      : undefined,
    dataApi: {
      url: e.DATA_API_URL,
      token: e.DATA_API_TOKEN,
      timeoutMs: e.DATA_API_TIMEOUT_MS,
      retries: e.DATA_API_RETRIES,
      privateEquityUrl: e.DATA_API_PE_URL,
      privateEquityToken: e.DATA_API_PE_TOKEN,
    },
    dataApiServeToken: e.DATA_API_SERVE_TOKEN,
    reports: {
      chromiumPath: e.CHROMIUM_PATH,
      pages: e.REPORT_PAGES,
      quarterlyPackSchedule: e.QUARTERLY_PACK_SCHEDULE,
    },
    dataProvider: e.DATA_PROVIDER,
    staticSamples: e.STATIC_SAMPLES_DIR
      ? { dir: path.resolve(e.STATIC_SAMPLES_DIR), generated: false }
      : { dir: path.join(dataDir, 'static-samples'), generated: true },
    dataImport: { allowedHosts: e.DATA_IMPORT_ALLOWED_HOSTS, timeoutMs: e.DATA_IMPORT_TIMEOUT_MS },
    jobsWorker: e.JOBS_WORKER === 'on',
    clock: { schedule: e.CLOCK_SCHEDULE, timezone: e.CLOCK_TIMEZONE, catchUp: e.CLOCK_CATCH_UP === 'on' },
    marketData: {
      source: marketSource,
      url: e.MARKET_DATA_URL,
      key: e.MARKET_DATA_KEY,
      timeoutMs: e.MARKET_DATA_TIMEOUT_MS,
      retries: e.MARKET_DATA_RETRIES,
      dailyBudget: e.MARKET_DATA_DAILY_BUDGET,
    },
    tracker:
      e.TRACKER_URL && e.TRACKER_SITE_ID
        ? {
            url: e.TRACKER_URL,
            siteId: e.TRACKER_SITE_ID,
            token: e.TRACKER_TOKEN,
            timeoutMs: e.TRACKER_TIMEOUT_MS,
            retries: e.TRACKER_RETRIES,
          }
        : undefined,
  };
}
