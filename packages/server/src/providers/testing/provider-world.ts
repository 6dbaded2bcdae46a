import { and, eq } from 'drizzle-orm';
import { funds, holdings } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../../testing/portfolio-fixtures';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DATA_API_PREFIX } from '../data-api-query';

export const SERVE_TOKEN = 'data-api-test-token-0123456789abcdef';

export interface ProviderWorld {
  db: TestDatabase;
  world: AccessWorld;
  portfolios: PortfolioWorld;
  server: TestServer;
  /** The Data API base of the running server. */
  dataApiUrl: string;
  /** Our ids → the external ids the api and static providers know them by. */
  toExternal(text: string): string;
  close(): Promise<void>;
}

/** A migrated database with the access and portfolio worlds, and the real server over it listening. */
export async function startProviderWorld(env: Record<string, string> = {}): Promise<ProviderWorld> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const portfolios = await addPortfolioWorld(db.db, world);
  const server = await startTestServer({
    database: db,
    env: { DATA_API_SERVE_TOKEN: SERVE_TOKEN, RATE_LIMIT_MAX: '100000', ...env },
  });
  const pairs: [string, string][] = [
    [world.accounts.investor, portfolios.accountExternalId],
    [portfolios.gia, 'EXT-P-GIA'],
    [portfolios.isa, 'EXT-P-ISA'],
    [portfolios.closed, 'EXT-P-CLOSED'],
  ];
  return {
    db,
    world,
    portfolios,
    server,
    dataApiUrl: `${server.url}${DATA_API_PREFIX}`,
    toExternal: (text) => pairs.reduce((out, [from, to]) => out.split(from).join(to), text),
    async close() {
      await server.close();
      await db.drop();
    },
  };
}

/** Gives the GIA's RWSC line an ISIN and puts a fund of that ISIN in the universe; the fund's id. */
export async function holdFund(w: ProviderWorld, isin: string): Promise<string> {
  await w.db.db
    .update(holdings)
    .set({ isin })
    .where(and(eq(holdings.portfolioId, w.portfolios.gia), eq(holdings.symbol, 'RWSC')));
  const [fund] = await w.db.db.insert(funds).values({ isin, name: 'Rowan' }).returning({ id: funds.id });
  return fund!.id;
}
