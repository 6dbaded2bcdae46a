import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@portal/domain';
import { rows, seededDatabase, type SeededDatabase } from '../seed/test-support';
import { staticProvider } from '../providers/select-provider';
import { createStaticCatalogue } from '../providers/static/static-catalogue';
import { REPORT_SECTIONS } from '../providers/static/sample-files';
import { ensureStaticSamples } from './static-samples';

/** The demo brand's seed writes every weekday's closes and valuations: a while on a busy machine. */
const SEEDING = 600_000;

/**
 * The demo brand reads the static variant (§7): start-up writes the sample files from the seeded
 * database, so every account the seed makes — the demo investor's BLU0100001 first — is linked to
 * its data and every screen has figures (issue 18 item 6, issue 14's empty report).
 */
// One seed of the demo brand for this file alone: on the embedded pass the slowest file of `npm test`
// (decision 139). What it checks does not depend on the database engine, so it runs once, on the
// PostgreSQL pass of CI (.ci/run), where the seed is the server's work.
describe.runIf(Boolean(process.env.DATABASE_URL))('the demo brand’s static samples', () => {
  let seeded: SeededDatabase;
  let dir: string;
  const config = () => ({
    brand: 'demo' as const,
    dataProvider: undefined,
    staticSamples: { dir, generated: true },
  });

  beforeAll(async () => {
    seeded = await seededDatabase({ brand: 'demo' });
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'demo-samples-')), 'static-samples');
  }, SEEDING);
  afterAll(async () => {
    await seeded?.drop();
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('are written at start-up, kept while the database is the same, and only for a static brand', async () => {
    expect(await ensureStaticSamples(seeded.db.db, config())).toBe('written');
    expect(await ensureStaticSamples(seeded.db.db, config())).toBe('kept');
    expect(await ensureStaticSamples(seeded.db.db, { ...config(), dataProvider: 'database' })).toBe(
      'skipped',
    );
    expect(
      await ensureStaticSamples(seeded.db.db, { ...config(), staticSamples: { dir, generated: false } }),
    ).toBe('skipped');
  }, 300_000);

  it('link every account and portfolio the seed makes, with the database’s values', async () => {
    const provider = staticProvider(dir, () => '2026-04-01');
    const accounts = await rows<{ id: string; external_id: string | null; value: string }>(
      seeded.db,
      `select id, external_id, value::text as value from accounts order by external_id`,
    );
    const portfolios = await rows<{ account_id: string; external_id: string | null; value: string }>(
      seeded.db,
      `select account_id, external_id, value::text as value from portfolios where active`,
    );
    expect(accounts.length).toBeGreaterThan(50);
    expect(accounts.filter((a) => !a.external_id)).toEqual([]);
    expect(portfolios.filter((p) => !p.external_id)).toEqual([]);
    expect(accounts[0]!.external_id).toBe('BLU0100001');
    for (const account of accounts) {
      const key = { id: account.id, externalId: account.external_id };
      const view = await provider.getAccount(key);
      expect({ id: view.id, error: view.error }).toEqual({ id: account.external_id, error: false });
      expect(view.value).toBe(new MoneyDecimal(account.value).toFixed(2));
      const own = portfolios.filter(
        (p) => p.account_id === account.id && !new MoneyDecimal(p.value).isZero(),
      );
      expect(view.portfolios.map((p) => p.id).sort()).toEqual(own.map((p) => p.external_id).sort());
      for (const portfolio of view.portfolios) {
        const ref = { account: key, portfolioId: portfolio.id };
        const holdings = await provider.getHoldings(ref);
        expect(holdings?.total, portfolio.id).toBe(portfolio.value);
      }
    }
  }, 300_000);

  it('give the demo investor every screen: holdings, transactions, performance, charges', async () => {
    const provider = staticProvider(dir, () => '2026-04-01');
    const [investor] = await rows<{ id: string; external_id: string }>(
      seeded.db,
      `select id, external_id from accounts where external_id = 'BLU0100001'`,
    );
    const key = { id: investor!.id, externalId: investor!.external_id };
    const page = await provider.getAccountPage(key);
    expect(page.account.error).toBe(false);
    expect(page.portfolios.length).toBeGreaterThan(0);
    const all = { from: null, to: null };
    for (const { portfolio } of page.portfolios) {
      const ref = { account: key, portfolioId: portfolio.id };
      expect((await provider.getTransactions(ref, all))!.transactions.length).toBeGreaterThan(0);
      expect((await provider.getPerformance(ref, all))!.cumulative.length).toBeGreaterThan(0);
      expect(await provider.getCharges(ref, all)).not.toBeNull();
    }
  }, 120_000);

  it('hold the site, its reports, library, team, funds and risk comparison', async () => {
    const catalogue = createStaticCatalogue(dir);
    const site = (await catalogue.site())!;
    expect(site.brand).toBe('demo');
    expect(site.portals.length).toBeGreaterThan(0);
    for (const portal of site.portals)
      expect(await catalogue.subscription(portal.subscription!)).not.toBeNull();
    const clients = await catalogue.clients();
    expect((await catalogue.sitemap())!.clients.map((c) => c.id)).toEqual(clients.map((c) => c.id));
    for (const section of REPORT_SECTIONS)
      expect((await catalogue.section(section))!.rows.length).toBeGreaterThan(0);
    expect((await catalogue.docs()).length).toBeGreaterThan(0);
    const team = await catalogue.team();
    for (const portal of site.portals)
      expect(team.some((t) => t.portalId === portal.id && t.role === 'advisor')).toBe(true);
    const funds = await catalogue.funds();
    expect(funds.length).toBeGreaterThan(0);
    for (const fund of funds) expect(await catalogue.fundData(fund.isin)).not.toBeNull();
    const coded = funds.filter((f) => f.fundCode);
    expect(coded.length).toBeGreaterThan(0);
    for (const fund of coded) expect(await catalogue.fundPerformance(fund.fundCode!)).not.toBeNull();
    expect((await catalogue.riskComparison())!.assetClasses.length).toBeGreaterThan(0);
  }, 120_000);
});
