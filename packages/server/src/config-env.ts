import { z } from 'zod';
import { BRAND_IDS } from '@portal/domain';
import { parseClamdAddress } from './storage/virus-scan/clamd-address';

/**
 * Every environment variable the server reads, validated once at start-up. The README's table of
 * variables mirrors this schema; keep them in step.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  BRAND: z.enum(BRAND_IDS).default('asset-manager'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^postgres(ql)?:\/\/.+/.test(value), {
      message: 'must look like postgres://user:password@host:5432/database',
    }),
  /** A read replica of DATABASE_URL for read-heavy GET routes; unset = those read the primary. */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^postgres(ql)?:\/\/.+/.test(value), {
      message: 'must look like postgres://user:password@host:5432/database',
    }),
  /** How many server processes share the port (node:cluster); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Worker threads generating the demo clients at start (0: on the main thread); default cores - 1, up to 3. */
  SEED_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * The folder of the migrated empty cluster an empty embedded data folder starts from (decision
   * 91); 'off' runs initdb and the migrations in the data folder. Default under node_modules/.cache.
   */
  PGLITE_BASELINE: z.string().min(1).optional(),
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
  /**
   * §7 fund-data feeds (decision "fund-data feeds"): the data feed (fund by ISIN, performance and
   * prices by fund code) and the factsheet feed; each unset = our own database. The keys are sent
   * as a Bearer token, server-side only.
   */
  FUND_DATA_URL: z.string().url().optional(),
  FUND_DATA_KEY: z.string().min(1).optional(),
  FUND_FACTSHEET_URL: z.string().url().optional(),
  FUND_FACTSHEET_KEY: z.string().min(1).optional(),
  FUND_FEEDS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  FUND_FEEDS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Quotes, performance and factsheets change at most daily: a good answer is reused this long. */
  FUND_FEEDS_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  /**
   * §7 fund-data search service (Azure AI Search protocol) for the investments explorer; unset = our
   * own funds table. The key is a query key, sent as the api-key header only.
   */
  FUND_SEARCH_URL: z.string().url().optional(),
  FUND_SEARCH_KEY: z.string().min(1).optional(),
  FUND_SEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,127}$/, 'lower-case letters, digits and dashes')
    .default('funds'),
  FUND_SEARCH_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, 'like 2024-07-01')
    .default('2024-07-01'),
  FUND_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  FUND_SEARCH_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** The same search asked again within this many ms is answered from memory (fund data moves daily). */
  FUND_SEARCH_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
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
  /** The partners' private-equity host (§7 "on another host"); its token defaults to DATA_API_TOKEN. */
  DATA_API_PE_URL: z.string().url().optional(),
  DATA_API_PE_TOKEN: z.string().min(1).optional(),
  /**
   * Overrides the brand's data provider (§1 modes): e.g. `database` runs the partners or Greek brand on
   * the embedded demo data instead of an external Data API. Unset = the brand's own mode.
   */
  DATA_PROVIDER: z.enum(['database', 'static', 'api']).optional(),
  /**
   * Where the `static` provider reads its sample files (§7 static variant). Unset = `DATA_DIR/static-samples`,
   * which start-up writes from the seeded database so that every demo account is linked.
   */
  STATIC_SAMPLES_DIR: z.string().min(1).optional(),
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
  /** §7 usage tracker: a Matomo server's base URL (its /matomo.php takes the hits); unset = none. */
  TRACKER_URL: z.string().url().optional(),
  /** The Matomo site id (idsite) the portal's hits are recorded under; needed with TRACKER_URL. */
  TRACKER_SITE_ID: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Matomo token_auth, sent in the bulk request's body; never logged nor sent to the browser. */
  TRACKER_TOKEN: z.string().min(1).max(200).optional(),
  TRACKER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  TRACKER_RETRIES: z.coerce.number().int().min(0).max(5).default(3),
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

export type Env = z.infer<typeof envSchema>;
