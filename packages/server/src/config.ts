import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { BRAND_IDS } from '@portal/domain';
import { socialProvidersFrom, type SocialProvidersConfig } from './auth/oidc/social-providers';
import type { S3Settings } from './storage/s3-storage';
import { parseClamdAddress } from './storage/virus-scan/clamd-address';
import type { ClamavSettings } from './storage/virus-scan/virus-scanner';

/**
 * Every environment variable the server reads, validated once at start-up. The README's table of
 * variables mirrors this schema; keep them in step.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  BRAND: z.enum(BRAND_IDS).default('asset-manager'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^postgres(ql)?:\/\/.+/.test(value), {
      message: 'must look like postgres://user:password@host:5432/database',
    }),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-*: unset or 'false' = none, 'true' = any (only behind a proxy
   * that strips client values), a number = that many hops, otherwise a comma-separated list of
   * addresses or CIDR ranges. Rate limits key on the client IP, so this must not be wider than the
   * real proxies (ASVS 15.3.4).
   */
  TRUST_PROXY: z.string().optional(),
  /** Requests per minute per client IP on /api. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** How long (ms) a process reuses the public site's published content before reading it again. */
  PUBLIC_SITE_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * Where the public site's posts come from (issue 17 item 6, §7 headless content service): `own`
   * (the published posts) or `ghost` (a Ghost site's Content API at POSTS_CMS_URL with POSTS_CMS_KEY).
   */
  POSTS_SOURCE: z.enum(['own', 'ghost']).default('own'),
  POSTS_CMS_URL: z.string().url().optional(),
  /** The Content API key: server-side only, never logged or sent to a browser. */
  POSTS_CMS_KEY: z.string().min(1).optional(),
  POSTS_CMS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  POSTS_CMS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  POSTS_CMS_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  /** §7 lookup lists: a REST Countries service (v3.1) for the countries list; unset = the local lists. */
  LOOKUP_LISTS_URL: z.string().url().optional(),
  LOOKUP_LISTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  LOOKUP_LISTS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Lists are slow-moving: a good answer is reused for hours. */
  LOOKUP_LISTS_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(6 * 3_600_000),
  /** smtp://user:pass@host:port (or smtps://); unset = mail is only stored in the outbox table. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^smtps?:\/\/.+/.test(value), {
      message: 'must look like smtp://user:password@host:587',
    }),
  /** The From address of every e-mail the portal sends. */
  MAIL_FROM: z.string().min(3).default('Investment Portal <no-reply@localhost>'),
  /**
   * HMAC key of custom sign-in tokens (§7 getCustomToken), at least 32 characters. Unset = a random
   * key per process, which only works with a single server process.
   */
  TOKEN_SIGNING_KEY: z.string().min(32).optional(),
  /** National e-ID (OpenID Connect) issuer URL; with the client id and secret it enables the e-ID sign-in. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google sign-in (OpenID Connect, §2): on with both set. The issuer is Google's unless a test moves it. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().optional(),
  /** Microsoft sign-in (OpenID Connect, §2): on with the three set; the tenant is a directory ID. */
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT: z.string().min(1).optional(),
  MICROSOFT_AUTHORITY: z.string().url().optional(),
  /** S3-compatible file store; with the bucket, keys and region set, files go there instead of DATA_DIR. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /**
   * clamd's address (tcp://host:3310, unix:///path or a socket path): set = every upload is scanned
   * before it is stored, and refused while clamd cannot answer; unset = uploads are not scanned.
   */
  CLAMAV_URL: z
    .string()
    .optional()
    .refine((value) => !value || parseClamdAddress(value) !== undefined, {
      message: 'must look like tcp://127.0.0.1:3310, unix:///run/clamav/clamd.ctl or /run/clamav/clamd.ctl',
    }),
  /** Time limit of one scan (connect, send the file, get the verdict). */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** The Data API (§7) the `api` data provider reads: base URL, bearer token, timeout and retries. */
  DATA_API_URL: z.string().url().optional(),
  DATA_API_TOKEN: z.string().min(1).optional(),
  DATA_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATA_API_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /**
   * Overrides the brand's data provider (§1 modes): e.g. `database` runs the partners or Greek brand on
   * the embedded demo data instead of an external Data API. Unset = the brand's own mode.
   */
  DATA_PROVIDER: z.enum(['database', 'static', 'api']).optional(),
  /** Bearer token other systems present to read this server's own Data API paths; unset = closed. */
  DATA_API_SERVE_TOKEN: z.string().min(32).optional(),
  /**
   * Host names or addresses a data designer step may fetch although they resolve to a private,
   * loopback or link-local address (comma-separated); unset = public addresses only (SSRF guard).
   */
  DATA_IMPORT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
    ),
  /** Time limit of one data designer step's fetch. */
  DATA_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * `on`: the web process also works background jobs. `off`: it only queues them, and a separate
   * `npm run worker` (PostgreSQL only) works them.
   */
  JOBS_WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * When the daily clock (§7 bigben) runs: five cron fields, or `off`. Default each weekday at 17:30,
   * after the London close (16:30), once the day's closes are published.
   */
  CLOCK_SCHEDULE: z
    .string()
    .max(100)
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'five cron fields or off')
    .default('30 17 * * 1-5'),
  /** The time zone of CLOCK_SCHEDULE (IANA name). */
  CLOCK_TIMEZONE: z.string().min(1).max(64).default('Europe/London'),
  /** `on`: a process that works jobs runs the clock at start when the stored closes are behind. */
  CLOCK_CATCH_UP: z.enum(['on', 'off']).default('on'),
  /** Where daily prices and rates come from: `http` (the §7 rate service) or `demo`; unset = http when MARKET_DATA_URL is set. */
  MARKET_DATA_SOURCE: z.enum(['demo', 'http']).optional(),
  /** The §7 stock and currency-rate service's query endpoint (Alpha Vantage protocol). */
  MARKET_DATA_URL: z.string().url().optional(),
  /** The service's key, sent as `apikey`; never logged nor sent to the browser. */
  MARKET_DATA_KEY: z.string().min(1).optional(),
  MARKET_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MARKET_DATA_RETRIES: z.coerce.number().int().min(0).max(5).default(3),
  /** Requests to the service per UTC day, shared by every process (counted in the database). */
  MARKET_DATA_DAILY_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** The Chromium that prints reports (Debian's by default; never a downloaded one). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Pages of the one Chromium of a process printing reports at the same time. */
  REPORT_PAGES: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * When the clock wakes to print the quarterly packs (cron in CLOCK_TIMEZONE, `off` for never). It
   * wakes on the first three days after each quarter end and prints on the first business day of
   * them (issue 14 item 5).
   */
  QUARTERLY_PACK_SCHEDULE: z
    .string()
    .max(100)
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'five cron fields or off')
    .default('0 7 * 1,4,7,10 *'),
});

const S3_VARIABLES = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  brand: Env['BRAND'];
  /** A PostgreSQL server's URL, or undefined for the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the embedded database lives when no DATABASE_URL is set. */
  pgliteDir: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  nodeEnv: Env['NODE_ENV'];
  seedOnStart: boolean;
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
  dataApi: { url: string | undefined; token: string | undefined; timeoutMs: number; retries: number };
  /** The token that opens this server's Data API paths (rule `service`); undefined = nobody. */
  dataApiServeToken: string | undefined;
  /** DATA_PROVIDER: the data provider mode in place of the brand's; undefined = the brand's. */
  dataProvider: 'database' | 'static' | 'api' | undefined;
  /** DATA_IMPORT_*: what the data designer's steps may fetch, and how long they may take. */
  dataImport: { allowedHosts: string[]; timeoutMs: number };
  /** JOBS_WORKER: whether the web process works background jobs (true) or only queues them. */
  jobsWorker: boolean;
  /** CLOCK_*: when the daily clock runs. */
  clock: { schedule: string; timezone: string; catchUp: boolean };
  /** MARKET_DATA_*: where the clock fetches daily prices and rates. */
  marketData: MarketDataConfig;
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
  const marketSource = e.MARKET_DATA_SOURCE ?? (e.MARKET_DATA_URL ? 'http' : 'demo');
  if (marketSource === 'http' && !e.MARKET_DATA_URL) {
    throw new ConfigError('Invalid configuration: MARKET_DATA_SOURCE=http also needs MARKET_DATA_URL');
  }
  if (e.POSTS_SOURCE === 'ghost' && (!e.POSTS_CMS_URL || !e.POSTS_CMS_KEY))
    throw new ConfigError(
      'Invalid configuration: POSTS_SOURCE=ghost also needs POSTS_CMS_URL and POSTS_CMS_KEY',
    );
  const socialSignIn = socialProvidersFrom(e);
  if (typeof socialSignIn === 'string') throw new ConfigError(`Invalid configuration: ${socialSignIn}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    brand: e.BRAND,
    databaseUrl: e.DATABASE_URL ? e.DATABASE_URL : undefined,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    logLevel: e.LOG_LEVEL ?? (terminal ? 'warn' : 'info'),
    nodeEnv: e.NODE_ENV,
    seedOnStart: e.SEED_ON_START,
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
    },
    dataApiServeToken: e.DATA_API_SERVE_TOKEN,
    reports: {
      chromiumPath: e.CHROMIUM_PATH,
      pages: e.REPORT_PAGES,
      quarterlyPackSchedule: e.QUARTERLY_PACK_SCHEDULE,
    },
    dataProvider: e.DATA_PROVIDER,
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
  };
}
