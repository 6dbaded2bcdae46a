import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, fxRates, holdings, portals, portfolios, users } from './schema';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let portalId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [portal] = await database.db.insert(portals).values({ name: 'Constraints' }).returning();
  portalId = portal!.id;
});

afterAll(async () => {
  await database?.drop();
});

/** The PostgreSQL error code behind a failed Drizzle query (wrapped in `cause` by drizzle 0.45). */
async function errorCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
}

describe('accounts: one active account per e-mail in a portal', () => {
  it('rejects a second active account with the same e-mail', async () => {
    const account = { portalId, name: 'First', email: 'same@example.com' };
    await database.db.insert(accounts).values(account);
    expect(await errorCode(database.db.insert(accounts).values({ ...account, name: 'Second' }))).toBe(
      '23505',
    );
  });

  it('frees the address once the account is soft-deleted', async () => {
    const account = { portalId, name: 'Old', email: 'reuse@example.com' };
    const [old] = await database.db.insert(accounts).values(account).returning();
    await database.db.update(accounts).set({ active: false }).where(eq(accounts.id, old!.id));
    await expect(database.db.insert(accounts).values({ ...account, name: 'New' })).resolves.toBeDefined();
  });

  it('allows the same e-mail in another portal', async () => {
    const [other] = await database.db.insert(portals).values({ name: 'Other' }).returning();
    await database.db.insert(accounts).values({ portalId, name: 'Here', email: 'both@example.com' });
    await expect(
      database.db.insert(accounts).values({ portalId: other!.id, name: 'There', email: 'both@example.com' }),
    ).resolves.toBeDefined();
  });

  it('keeps e-mails lower-case so the unique index is case-blind', async () => {
    expect(
      await errorCode(
        database.db.insert(accounts).values({ portalId, name: 'Caps', email: 'Caps@Example.com' }),
      ),
    ).toBe('23514');
    expect(
      await errorCode(database.db.insert(users).values({ name: 'Caps', email: 'Caps@Example.com' })),
    ).toBe('23514');
  });
});

describe('money and units', () => {
  it('round-trips money exactly', async () => {
    const [stored] = await database.db
      .insert(accounts)
      .values({ portalId, name: 'Rich', value: '1234567890123.4567' })
      .returning();
    const [read] = await database.db.select().from(accounts).where(eq(accounts.id, stored!.id));
    expect(read!.value).toBe('1234567890123.4567');
  });

  it('keeps eight decimals of units and rates', async () => {
    const [account] = await database.db.insert(accounts).values({ portalId, name: 'Units' }).returning();
    const [portfolio] = await database.db
      .insert(portfolios)
      .values({ portalId, accountId: account!.id, name: 'GIA' })
      .returning();
    const [holding] = await database.db
      .insert(holdings)
      .values({ portalId, portfolioId: portfolio!.id, name: 'Fund', symbol: 'FND', units: '1234.12345678' })
      .returning();
    expect(holding!.units).toBe('1234.12345678');
    const [rate] = await database.db
      .insert(fxRates)
      .values({ date: '2024-04-05', fromCurrency: 'GBP', toCurrency: 'ISK', rate: '175.12345678' })
      .returning();
    expect(rate!.rate).toBe('175.12345678');
  });

  it('refuses a risk level outside 1 to 10', async () => {
    const [account] = await database.db.insert(accounts).values({ portalId, name: 'Risky' }).returning();
    expect(
      await errorCode(
        database.db.insert(portfolios).values({ portalId, accountId: account!.id, name: 'P', riskLevel: 11 }),
      ),
    ).toBe('23514');
  });
});

describe('tenancy', () => {
  it('refuses a tenant row without a portal', async () => {
    const sql = `insert into "groups" ("name", "portal_id") values ('No portal', null)`;
    expect(await errorCode(database.exec(sql))).toBe('23502');
  });
});
