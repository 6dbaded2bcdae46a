import type { BrandId } from '@portal/domain';

// The kinds of shared portal the pool (portal-pool.ts) starts on first use; shared-portals.ts is
// how a test file asks for one.

/** The bearer token the shared partners portal serves its Data API with (brands.test.ts reads it). */
export const DATA_API_SERVE_TOKEN = 'shared-e2e-data-api-token-0123456789';

export interface SharedPortalSpec {
  brand: BrandId;
  env: Record<string, string>;
  /** Sends its mail to the pool's SMTP inbox. */
  mail: boolean;
  /** Reads its portfolio data from that shared portal's Data API (DATA_API_URL and token set). */
  dataApiFrom?: 'partners';
}

/**
 * Another seeded company of a kind above, in the same install: a file that changes a portal's
 * settings signs in there, so the files on that company never see its changes, and no second
 * install is seeded for it.
 */
export interface SharedCompanySpec {
  install: 'asset-manager';
  /** Index of the company in the install's demo sign-ins (0 is the one the other files use). */
  company: number;
}

export const SHARED_PORTALS = {
  /** The seeded asset-manager portal most files use; its mail goes to the shared inbox. */
  'asset-manager': { brand: 'asset-manager', env: {}, mail: true },
  /**
   * The asset-manager install's second company, for the files that change the portal's theme,
   * terms and logo: its own portal, clients and staff, which the first company's never see.
   */
  'asset-manager-settings': { install: 'asset-manager', company: 1 },
  /** Brand defaults, and the Data API served for a second install (brands.test.ts). */
  partners: { brand: 'partners', env: { DATA_API_SERVE_TOKEN }, mail: false },
  /**
   * A second partners install reading the first one's Data API, as it would in production. The
   * same brand, seed and day give the same external ids, so the two installs agree on clients.
   */
  'partners-reader': { brand: 'partners', env: {}, mail: false, dataApiFrom: 'partners' },
  /**
   * Greek on its own tables, for the screens that show portfolio data. Its default reads a Data API
   * like partners', whose shared portal starts with that default.
   */
  greek: { brand: 'greek', env: { DATA_PROVIDER: 'database' }, mail: false },
  icelandic: { brand: 'icelandic', env: {}, mail: false },
  demo: { brand: 'demo', env: {}, mail: false },
} as const satisfies Record<string, SharedPortalSpec | SharedCompanySpec>;

/**
 * The order a full run starts the installs in, one at a time in the background (portal-pool.ts),
 * while the first files run: as the files first need them. Without a record of earlier runs (CI's
 * fresh clone) vitest runs the largest files first: explorer and dashboard (icelandic), then
 * news-simulator (greek), brands (partners-reader), the public site files (partners) and
 * foundation (demo).
 */
export const PRESTART_ORDER: SharedPortalKey[] = [
  'asset-manager',
  'icelandic',
  'greek',
  'partners',
  'partners-reader',
  'demo',
];

export type SharedPortalKey = keyof typeof SHARED_PORTALS;

/** What the pool answers for a portal: enough to rebuild a RunningPortal on the test side. */
export interface SharedPortalInfo {
  baseUrl: string;
  dataDir: string;
  output: string;
  startedInMs: number;
  pid: number | undefined;
  /** Which seeded company the file signs in as (SharedCompanySpec; 0 otherwise). */
  company: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the portal pool (support/portal-pool.ts). */
    e2ePoolUrl: string;
  }
}
