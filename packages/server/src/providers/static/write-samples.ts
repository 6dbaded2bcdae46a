// Writes the static provider's sample files from the test fixture's investor account, through the
// database source (the Data API's shapes), so the samples are exactly the data the contract tests
// load into a database. Run after changing testing/portfolio-fixtures.ts:
//   npx tsx packages/server/src/providers/static/write-samples.ts
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase } from '../../db/test-database';
import { createAccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld } from '../../testing/portfolio-fixtures';
import { createDatabaseSource } from '../database/database-source';
import { SAMPLES_DIR } from './static-source';

const ALL = { from: null, to: null };

async function write(file: string, data: unknown): Promise<void> {
  const target = path.join(SAMPLES_DIR, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(data, null, 2)}\n`);
}

const db = await createTestDatabase();
try {
  const world = await createAccessWorld(db.db);
  const fixture = await addPortfolioWorld(db.db, world);
  const source = createDatabaseSource(db.db, { keys: 'external' });
  const account = { id: world.accounts.investor, externalId: fixture.accountExternalId };
  await rm(SAMPLES_DIR, { recursive: true, force: true });
  const feed = (await source.account(account))!;
  const portfolios = await source.portfolios(account);
  await write('clients.json', [feed]);
  await write(`reports/client-${feed.id}.json`, { value: feed.value, portfolios });
  await write('dates.json', await source.dates());
  for (const portfolio of portfolios) {
    const holdings = (await source.holdings(account, portfolio.id, fixture.asOf))!;
    const transactions = (await source.transactions(account, portfolio.id, ALL))!;
    const charges = (await source.charges(account, portfolio.id, ALL))!;
    await write(`portfolio/${portfolio.id}.json`, {
      value: portfolio.value,
      currency: portfolio.currency,
      accounts: [],
      holdings: holdings.holdings,
      fx: holdings.fx,
      transactions: transactions.transactions,
      charges: { annual: charges.annual, items: charges.items },
    });
    await write(`${portfolio.id}/all.json`, (await source.performance(account, portfolio.id, ALL))!);
  }
  process.stdout.write(`samples written to ${SAMPLES_DIR}\n`);
} finally {
  await db.drop();
}
