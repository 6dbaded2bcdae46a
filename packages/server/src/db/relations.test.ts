import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwners, accounts, holdings, portals, portfolios, users } from './schema';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('relations', () => {
  it('loads an account with its owners, portfolios and holdings in one query', async () => {
    const { db } = database;
    const [portal] = await db.insert(portals).values({ name: 'Relations' }).returning();
    const portalId = portal!.id;
    const [advisor] = await db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    const [account] = await db.insert(accounts).values({ portalId, name: 'Client' }).returning();
    await db.insert(accountOwners).values({ portalId, accountId: account!.id, userId: advisor!.id });
    const [portfolio] = await db
      .insert(portfolios)
      .values({ portalId, accountId: account!.id, name: 'ISA' })
      .returning();
    await db.insert(holdings).values({ portalId, portfolioId: portfolio!.id, name: 'Gilt', symbol: 'TG30' });

    const loaded = await db.query.accounts.findFirst({
      where: (row, { eq }) => eq(row.id, account!.id),
      with: { owners: { with: { user: true } }, portfolios: { with: { holdings: true } }, portal: true },
    });

    expect(loaded?.portal.name).toBe('Relations');
    expect(loaded?.owners.map((owner) => owner.user.email)).toEqual(['ada@example.com']);
    expect(loaded?.portfolios[0]?.holdings.map((holding) => holding.symbol)).toEqual(['TG30']);
  });

  it('resolves every declared relation', async () => {
    // Drizzle checks a relation only when a query uses it; touch one of each kind here.
    const { db } = database;
    await expect(
      Promise.all([
        db.query.users.findMany({ with: { organisation: true, sessions: true, clientAccounts: true } }),
        db.query.groups.findMany({ with: { members: true, documents: true } }),
        db.query.documents.findMany({ with: { favourites: true, account: true, group: true, fund: true } }),
        db.query.messages.findMany({ with: { recipients: true } }),
        db.query.forms.findMany({ with: { submissions: true } }),
        db.query.pages.findMany({ with: { history: true } }),
        db.query.posts.findMany({ with: { history: true, author: true } }),
        db.query.libraries.findMany({ with: { parent: true, children: true, media: true } }),
        db.query.navigation.findMany({ with: { subnavigation: true } }),
        db.query.dataProcesses.findMany({ with: { steps: true } }),
        db.query.instruments.findMany({ with: { prices: true, holdings: true } }),
        db.query.benchmarks.findMany({ with: { values: true } }),
        db.query.funds.findMany({ with: { favourites: true } }),
        db.query.portfolios.findMany({ with: { valuations: true, transactions: true, account: true } }),
        db.query.organisations.findMany({ with: { users: true, portals: true } }),
      ]),
    ).resolves.toBeDefined();
  });
});
