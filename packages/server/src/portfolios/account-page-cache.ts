import { eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, portfolios } from '../db/schema/index';
import type { Encoding } from '../http/compression';

/** Market data arrives in daily batches; a cached page is recomputed at least this often. */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

/** A page as kept: its JSON and, once asked for, its compressed forms (http/compression keptAnswer). */
export interface KeptPage {
  body: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

interface Entry extends KeptPage {
  fingerprint: string;
  storedAt: number;
}

/**
 * The account page's JSON, kept per account and valuation date. Computing it (every portfolio's
 * holdings, breakdowns and returns) costs tens of milliseconds; answering it again costs one
 * indexed query: the latest change to the account or its portfolios (every edit stamps the
 * portfolio, in any server process). A changed fingerprint or an entry older than five minutes
 * is recomputed. Access is checked before the cache is asked, and the page does not depend on
 * who asks, so one entry serves every viewer allowed to see the account.
 */
export class AccountPageCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async page(accountId: string, date: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.kept(accountId, date, compute)).body;
  }

  /**
   * The page with its kept compressed forms, so an unchanged page is compressed once, not per request.
   * `stamps`, when the caller read them on this cache's database, spare the stamp query.
   */
  async kept(
    accountId: string,
    date: string,
    compute: () => Promise<unknown>,
    stamps?: PageStamps,
  ): Promise<KeptPage> {
    const key = `${accountId}|${date}`;
    const fingerprint = stamps ? fingerprintOf(stamps) : await this.#fingerprint(accountId);
    const cached = this.#entries.get(key);
    if (cached && cached.fingerprint === fingerprint && this.now() - cached.storedAt < MAX_AGE_MS) {
      // Most recently used last, so the oldest entry is the first to go.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const entry: Entry = {
      fingerprint,
      storedAt: this.now(),
      body: JSON.stringify(await compute()),
      encoded: new Map(),
    };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }

  async #fingerprint(accountId: string): Promise<string> {
    const [row] = await this.#stamps().execute({ accountId });
    return fingerprintOf(row ?? { account: null, portfolios: null });
  }

  /** The stamp query, asked on every request for the page: built once and prepared. */
  #stampQuery: ReturnType<typeof stampQuery> | undefined;
  #stamps() {
    return (this.#stampQuery ??= stampQuery(this.db));
  }
}

/** The latest change to the account row and to any of its portfolios (every edit stamps them). */
export interface PageStamps {
  account: Date | null;
  portfolios: Date | null;
}

function fingerprintOf(stamps: PageStamps): string {
  return `${stamps.account?.getTime() ?? 0}|${stamps.portfolios?.getTime() ?? 0}`;
}

function stampQuery(db: Database) {
  return db
    .select({ account: accounts.updatedAt, portfolios: max(portfolios.updatedAt) })
    .from(accounts)
    .leftJoin(portfolios, eq(portfolios.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .groupBy(accounts.id)
    .prepare('account_page_stamp');
}
