import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  bookRiskComparison,
  sectionReport,
  type HoldingsFeed,
  type PerformanceFeed,
  type PortfolioFeed,
  type RiskLine,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, portfolios } from '../../db/schema/index';
import { holdingsFeeds } from '../database/holdings-feeds';
import { performanceFeeds } from '../database/performance-feeds';
import { portfolioColumns, portfolioReader } from '../database/portfolio-rows';
import { createDatabaseSource } from '../database/database-source';
import type { AccountKey } from '../feeds';
import { holdingsView } from '../views';
import { REPORT_SECTIONS, SAMPLE_PATHS, type ReportSection } from './sample-files';
import { readCatalogue, sampleSourceFingerprint } from './sample-catalogue';

const ALL = { from: null, to: null };
/** Accounts whose portfolios' holdings and performance are read together (bounded memory at any scale). */
const BATCH = 20;

export interface SampleSetOptions {
  /** The brand the samples are of (site.json). */
  brand: string;
  /** Only these accounts (our ids); default every account with an external id. */
  accountIds?: readonly string[];
  /** site.json's `source`; default the database's fingerprint (sampleSourceFingerprint). */
  source?: string;
  /** JSON indentation: 2 for the committed samples (read in reviews), none for a start-up set (half the disk). */
  indent?: number;
}

/** Holdings and performance feeds by `{account id}/{portfolio key}`. */
interface BatchedFeeds {
  holdings: Map<string, HoldingsFeed>;
  performance: Map<string, PerformanceFeed>;
}

/** The active, externally keyed portfolios of these accounts: their holdings on `date` and whole performance. */
async function batchedFeeds(db: Database, accountIds: string[], date: string): Promise<BatchedFeeds> {
  const { keyOf } = portfolioReader(db, { keys: 'external' });
  const rows = await db
    .select({ ...portfolioColumns, accountId: portfolios.accountId })
    .from(portfolios)
    .where(
      and(
        inArray(portfolios.accountId, accountIds),
        eq(portfolios.active, true),
        isNotNull(portfolios.externalId),
      ),
    );
  const [holdings, performance] = await Promise.all([
    holdingsFeeds(db, rows, date, keyOf),
    performanceFeeds(db, rows, ALL, keyOf),
  ]);
  const byKey = <T>(feeds: Map<string, T>) =>
    new Map(rows.flatMap((r) => (feeds.has(r.id) ? [[`${r.accountId}/${keyOf(r)}`, feeds.get(r.id)!]] : [])));
  return { holdings: byKey(holdings), performance: byKey(performance) };
}

/** One holding line of the book, for the risk comparison and the per-section reports. */
interface BookLine extends RiskLine {
  region: string;
  currency: string;
}

/**
 * Writes §7's static variant from a database, through the database source keyed by external ids
 * (the Data API's shapes), so the files hold exactly what the database provider shows. Written
 * into a fresh folder next to `dir` and swapped in whole, so a reader never sees half a set.
 */
export async function writeSampleSet(db: Database, dir: string, options: SampleSetOptions): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const write = async (file: string, data: unknown) => {
    const target = path.join(partial, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, `${JSON.stringify(data, null, options.indent)}\n`);
  };
  await mkdir(partial, { recursive: true });

  const source = createDatabaseSource(db, { keys: 'external' });
  const dates = await source.dates();
  const asOf = dates[0] ?? null;
  const keys = await db
    .select({ id: accounts.id, externalId: accounts.externalId })
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.externalId),
        options.accountIds ? inArray(accounts.id, [...options.accountIds]) : undefined,
      ),
    )
    .orderBy(asc(accounts.externalId));

  const written: {
    feed: { id: string; name: string; currency: string; value: string };
    portfolios: PortfolioFeed[];
  }[] = [];
  const lines: BookLine[] = [];
  const writeAccount = async (key: AccountKey, feeds: BatchedFeeds) => {
    const feed = await source.account(key);
    if (!feed) return;
    const held = await source.portfolios(key);
    await write(SAMPLE_PATHS.account(feed.id), feed);
    await write(SAMPLE_PATHS.clientReport(feed.id), { value: feed.value, portfolios: held });
    for (const portfolio of held) {
      const [transactions, charges] = await Promise.all([
        source.transactions(key, portfolio.id, ALL),
        source.charges(key, portfolio.id, ALL),
      ]);
      const holdings = feeds.holdings.get(`${key.id}/${portfolio.id}`)!;
      await write(SAMPLE_PATHS.portfolio(portfolio.id), {
        value: portfolio.value,
        currency: portfolio.currency,
        accounts: [],
        holdings: holdings.holdings,
        fx: holdings.fx,
        transactions: transactions!.transactions,
        charges: { annual: charges!.annual, items: charges!.items },
      });
      await write(SAMPLE_PATHS.performance(portfolio.id), feeds.performance.get(`${key.id}/${portfolio.id}`));
      const regionOf = new Map(holdings.holdings.map((h) => [h.symbol, h.region]));
      for (const line of holdingsView(holdings).holdings)
        lines.push({
          riskLevel: portfolio.riskLevel ?? 0,
          assetClass: line.assetClass ?? 'Other',
          sector: line.sector ?? 'Other',
          region: regionOf.get(line.symbol) ?? 'Other',
          currency: holdings.baseCurrency,
          value: line.valueBase,
        });
    }
    written.push({ feed, portfolios: held });
  };
  // Holdings and performance are the costly reads: one query each for a batch of accounts'
  // portfolios (the account page's batching) instead of one per portfolio.
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const feeds = await batchedFeeds(
      db,
      batch.map((k) => k.id),
      asOf ?? '',
    );
    await Promise.all(batch.map((key) => writeAccount(key, feeds)));
  }
  written.sort((a, b) => a.feed.id.localeCompare(b.feed.id));

  await write(
    SAMPLE_PATHS.clients,
    written.map((w) => w.feed),
  );
  await write(
    SAMPLE_PATHS.accounts,
    written.map((w) => ({ ...w.feed, portfolios: w.portfolios.map((p) => p.id) })),
  );
  await write(SAMPLE_PATHS.dates, dates);
  // Risk levels 1-10 only: a portfolio without one is not on the comparison.
  await write(SAMPLE_PATHS.riskComparison, bookRiskComparison(lines));
  const book = written.flatMap((w) => w.portfolios);
  const sections: Record<ReportSection, { name: string; currency: string; value: string }[]> = {
    'portfolio-types': book.map((p) => ({
      name: p.type ?? 'Other',
      currency: p.currency,
      value: p.value,
    })),
    'risk-levels': book.map((p) => ({
      name: p.riskLevel === null ? 'None' : String(p.riskLevel),
      currency: p.currency,
      value: p.value,
    })),
    'asset-classes': lines.map((l) => ({ name: l.assetClass, currency: l.currency, value: l.value })),
    regions: lines.map((l) => ({ name: l.region, currency: l.currency, value: l.value })),
  };
  for (const section of REPORT_SECTIONS)
    await write(SAMPLE_PATHS.section(section), sectionReport(section, sections[section]));
  await write(SAMPLE_PATHS.sitemap, {
    clients: written.map((w) => ({
      id: w.feed.id,
      name: w.feed.name,
      path: SAMPLE_PATHS.clientReport(w.feed.id),
    })),
    sections: REPORT_SECTIONS.map((section) => ({ section, path: SAMPLE_PATHS.section(section) })),
  });

  const catalogue = await readCatalogue(db);
  await write(SAMPLE_PATHS.docs, catalogue.docs);
  await write(SAMPLE_PATHS.fundDocs, catalogue.fundDocs);
  await write(SAMPLE_PATHS.team, catalogue.team);
  await write(SAMPLE_PATHS.funds, catalogue.funds);
  for (const [isin, data] of catalogue.fundData) await write(SAMPLE_PATHS.fundData(isin), data);
  for (const [code, data] of catalogue.fundPerformance) await write(SAMPLE_PATHS.fund(code), data);
  for (const subscription of catalogue.subscriptions)
    await write(SAMPLE_PATHS.subscription(subscription.id), subscription);
  // Last: its presence says the set is whole; `source` says which database it is of.
  await write(SAMPLE_PATHS.site, {
    brand: options.brand,
    source: options.source ?? (await sampleSourceFingerprint(db)),
    asOf,
    portals: catalogue.portals,
  });

  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
}
