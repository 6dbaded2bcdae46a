import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUND_AS_OF } from '../../funds/testing/fund-fixtures';
import { staticProvider } from '../select-provider';
import { withFixtureDatabase, writeFixtureSamples } from './fixture-samples';
import { REPORT_SECTIONS, clientReportSchema, isSamplePath, sampleLoader } from './sample-files';
import { createStaticCatalogue } from './static-catalogue';
import { SAMPLES_DIR } from './static-source';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The fixture's portals, users, documents and plan get new ids every run: compared masked. */
const masked = (text: string) => text.replace(UUID, '<id>');

async function filesOf(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesOf(dir, path.join(under, e.name)) : [path.join(under, e.name)],
    ),
  );
  return nested.flat().sort();
}

/** Every file of a folder, names and contents with ids masked, in name order. */
async function treeOf(dir: string): Promise<[string, string][]> {
  const files = await filesOf(dir);
  const read = await Promise.all(
    files.map(
      async (f) => [masked(f), masked(await readFile(path.join(dir, f), 'utf8'))] as [string, string],
    ),
  );
  return read.sort(([a], [b]) => a.localeCompare(b));
}

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((d) => rm(d, { recursive: true, force: true })));
});

describe('the shipped static samples', () => {
  it('are exactly what the generator writes from the fixture (write-samples.ts)', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'samples-')), 'samples');
    temps.push(path.dirname(dir));
    await withFixtureDatabase((db, accountIds) => writeFixtureSamples(db, dir, accountIds));
    const [written, committed] = await Promise.all([treeOf(dir), treeOf(SAMPLES_DIR)]);
    expect(written.map(([name]) => name)).toEqual(committed.map(([name]) => name));
    for (const [i, [name, text]] of written.entries())
      expect({ name, text }).toEqual({ name, text: committed[i]![1] });
  }, 120_000);
});

/**
 * Contract of §7's static variant over the shipped samples: every file and path the spec lists
 * reads, with the fixture's figures (the investor's account, the explorer's fund universe).
 */
describe('the static variant: every file and path', () => {
  const catalogue = createStaticCatalogue(SAMPLES_DIR);
  const provider = staticProvider(SAMPLES_DIR, () => '2026-01-15');

  it('site.json names the portals; /Subscriptions/{id} gives a plan with its limits', async () => {
    const site = (await catalogue.site())!;
    expect(site.asOf).toBe('2025-06-01');
    expect(site.portals.map((p) => p.name)).toEqual([
      'Alpha Institutional',
      'Alpha Private Clients',
      'Beta Portal',
    ]);
    const planned = site.portals.filter((p) => p.subscription);
    expect(planned).toHaveLength(1);
    expect(await catalogue.subscription(planned[0]!.subscription!)).toEqual({
      id: planned[0]!.subscription,
      name: 'Professional',
      accountsLimit: 500,
      advisorsLimit: 10,
    });
    expect(await catalogue.subscription('no-such-plan')).toBeNull();
  });

  it('clients, accounts and /Accounts/{id}; /reports/client-{id}.json has value and portfolios', async () => {
    expect(await catalogue.clients()).toEqual([
      { id: 'EXT-AdaInvestor', name: 'Ada Investor', currency: 'GBP', value: '29658.48' },
    ]);
    const [account] = await catalogue.accounts();
    expect(account!.portfolios).toEqual(['EXT-P-GIA', 'EXT-P-ISA', 'EXT-P-CLOSED']);
    const view = await provider.getAccount({ id: 'ours', externalId: 'EXT-AdaInvestor' });
    expect({ error: view.error, value: view.value }).toEqual({ error: false, value: '29658.48' });
    expect((await provider.getAccount({ id: 'ours', externalId: 'EXT-Nobody' })).message).toBe(
      'errors.external_id_not_linked',
    );
    const report = (await sampleLoader(SAMPLES_DIR)(
      'reports/client-EXT-AdaInvestor.json',
      clientReportSchema,
    ))!;
    expect({ value: report.value, portfolios: report.portfolios.map((p) => p.id) }).toEqual({
      value: '29658.48',
      portfolios: account!.portfolios,
    });
  });

  it('portfolio/{id}: value, currency, accounts; the performance feed /{id}/all', async () => {
    const ref = { account: { id: 'ours', externalId: 'EXT-AdaInvestor' }, portfolioId: 'EXT-P-GIA' };
    expect((await provider.getHoldings(ref))!.total).toBe('24455.50');
    expect(
      (await provider.getTransactions(ref, { from: null, to: null }))!.transactions.length,
    ).toBeGreaterThan(0);
    const performance = (await provider.getPerformance(ref, { from: null, to: null }))!;
    expect(performance.cumulative[0]!.date).toBe('2023-02-01');
    // A portfolio is read only through the account that lists it.
    expect(await provider.getHoldings({ ...ref, account: { id: 'x', externalId: 'EXT-Nobody' } })).toBeNull();
  });

  it('funds, fund-data by ISIN (§7 fund by isin) and /fund/{code} (data.entries, data.oldest)', async () => {
    const funds = await catalogue.funds();
    expect(funds.map((f) => f.fundCode).sort()).toEqual(['HG01', 'HG02', 'LU03', 'MU04', 'SG05']);
    expect(await catalogue.fundData('GB00B0000017')).toMatchObject({
      price: '217.33000000',
      currency: 'GBP',
      fundCode: 'HG01',
      fundName: 'Harbourside Global Equity Fund Acc',
    });
    const long = (await catalogue.fundPerformance('HG01'))!.data;
    // Monthly closes Jan 2019 – Jun 2025: June's is its last, 2 June.
    expect(long.entries).toHaveLength(78);
    expect(long.entries.at(-1)).toEqual({ date: FUND_AS_OF, price: '217.33000000' });
    expect(long.oldest).toEqual({ y: 2019, m: 1, d: 1 });
    expect(await catalogue.fundPerformance('LU03')).toEqual({ data: { entries: [], oldest: null } });
    for (const fund of funds) expect(await catalogue.fundData(fund.isin)).not.toBeNull();
  });

  it('docs and fund-docs: the portal-wide library and the funds’ factsheets; the team', async () => {
    const docs = await catalogue.docs();
    expect(docs.map((d) => [d.name, d.type, d.isin, d.date])).toEqual([
      ['Harbourside Global Equity factsheet', 'Factsheet', 'GB00B0000017', '2025-06-02'],
      ['Harbourside Global Equity factsheet', 'Factsheet', 'GB00B0000017', '2025-06-02'],
    ]);
    expect(await catalogue.fundDocs('GB00B0000017')).toHaveLength(2);
    expect(await catalogue.fundDocs('IE00B0000021')).toEqual([]);
    const team = await catalogue.team();
    expect(team.map((t) => [t.name, t.role])).toEqual([['owner', 'advisor']]);
  });

  it('riskComparisonData: asset classes, sectors, each risk level’s shares adding to 100', async () => {
    const data = (await catalogue.riskComparison())!;
    expect(data.riskLevels).toEqual([3, 5]);
    expect(data.assetClasses.map((a) => a.name)).toEqual(['Cash', 'Equity', 'Fixed income']);
    // Hundredths of a percent: each level adds up to exactly 100.
    data.riskLevels.forEach((_, level) => {
      const hundredths = data.assetClasses.reduce((sum, a) => sum + Math.round(a.values[level]! * 100), 0);
      expect(hundredths).toBe(10_000);
    });
  });

  it('/reports/sitemap.json lists each client’s report and each per-section report, all present', async () => {
    const sitemap = (await catalogue.sitemap())!;
    expect(sitemap.clients).toEqual([
      { id: 'EXT-AdaInvestor', name: 'Ada Investor', path: 'reports/client-EXT-AdaInvestor.json' },
    ]);
    expect(sitemap.sections.map((s) => s.section)).toEqual([...REPORT_SECTIONS]);
    for (const section of REPORT_SECTIONS) {
      const report = (await catalogue.section(section))!;
      expect(report.section).toBe(section);
      expect(report.rows.length).toBeGreaterThan(0);
    }
    // The portfolios by type: the GIA and two ISAs (one closed), in GBP.
    expect((await catalogue.section('portfolio-types'))!.rows).toEqual([
      { name: 'GIA', currency: 'GBP', count: 1, value: '24455.50' },
      { name: 'ISA', currency: 'GBP', count: 2, value: '5202.98' },
    ]);
  });

  it('reads only file names an id makes, never a path out of the folder', () => {
    expect(isSamplePath('Accounts/EXT-1.json')).toBe(true);
    for (const bad of ['../secret.json', 'Accounts/../../x.json', '/etc/passwd.json', 'a/./b.json', 'x.txt'])
      expect(isSamplePath(bad), bad).toBe(false);
  });
});
