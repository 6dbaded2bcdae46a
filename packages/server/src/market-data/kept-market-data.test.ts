import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { fxRates, instrumentPrices, instruments } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { rowsOf } from '../providers/database/market';
import { keepMarketDataWithin, keptCloses, keptMarketDataBytes, keptRates } from './kept-market-data';
import { closesAfter, closesOnOrBefore, ratesWithin } from './kept-market-rows';

/**
 * The closes and rates a process keeps (decision 109) against the tables themselves, after every
 * kind of write, through two handles of the same database (each keeps its own copy, as two server
 * processes or a worker do): one that writes and one that only reads.
 */
describe('kept market data', () => {
  let db: TestDatabase;
  let other: Database;
  const symbols = ['AAA.L', 'BBB', 'NONE'];
  const currencies = ['GBP', 'USD'];
  const weekdays: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    other = (db.pglite
      ? drizzlePglite(db.pglite, { schema })
      : drizzlePg(db.pool!, { schema })) as unknown as Database;
    for (let d = new Date('2024-12-02'); weekdays.length < 40; d.setUTCDate(d.getUTCDate() + 1))
      if (d.getUTCDay() % 6 !== 0) weekdays.push(d.toISOString().slice(0, 10));
    const [a, b] = await db.db
      .insert(instruments)
      .values([
        { symbol: 'AAA.L', name: 'A', currency: 'GBX' },
        { symbol: 'BBB', name: 'B', currency: 'USD' },
        { symbol: 'NONE', name: 'Never priced', currency: 'GBP' },
      ])
      .returning({ id: instruments.id });
    await db.db.insert(instrumentPrices).values(
      weekdays.slice(0, 30).flatMap((date, i) => [
        { instrumentId: a!.id, date, price: (250 + i * 0.37).toFixed(4), currency: 'GBX' },
        { instrumentId: b!.id, date, price: (41.5 - i * 0.11).toFixed(6), currency: 'USD' },
      ]),
    );
    await db.db.insert(fxRates).values(
      weekdays.slice(0, 30).flatMap((date, i) => [
        { date, fromCurrency: 'GBP', toCurrency: 'USD', rate: (1.25 + i * 0.001).toFixed(5) },
        { date, fromCurrency: 'EUR', toCurrency: 'JPY', rate: '160' },
      ]),
    );
  });
  afterAll(async () => {
    await db?.drop();
  });
  afterEach(() => keepMarketDataWithin(undefined));

  const at = (i: number) => weekdays[i]!;
  const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

  /** What valuation-inputs.ts's queries read before the copy was kept, straight from the tables. */
  async function fromTables(from: string, to: string, dates: string[]) {
    const list = sql.join(
      symbols.map((s) => sql`${s}`),
      sql`, `,
    );
    const after = await rowsOf(
      db.db,
      sql`select i.symbol, p.date::text as date, p.price::text as price, p.currency
            from instrument_prices p join instruments i on i.id = p.instrument_id
           where i.symbol in (${list}) and p.date > ${from} and p.date <= ${to}`,
    );
    const opening = await rowsOf(
      db.db,
      sql`select i.symbol, p.date::text as date, p.price::text as price, p.currency from instruments i
           cross join lateral (select date, price, currency from instrument_prices
                                where instrument_id = i.id and date <= ${from} order by date desc limit 1) p
           where i.symbol in (${list})`,
    );
    const rates = await rowsOf(
      db.db,
      sql`select r.date::text as date, r.from_currency as "from", r.to_currency as "to", r.rate::text as rate
            from fx_rates r
           where (r.from_currency in ('GBP', 'USD') or r.to_currency in ('GBP', 'USD'))
             and r.date >= ${from} and r.date <= ${to}
          union
          select r.date::text, r.from_currency, r.to_currency, r.rate::text
            from (select distinct from_currency, to_currency from fx_rates
                   where from_currency in ('GBP', 'USD') or to_currency in ('GBP', 'USD')) pair
           cross join unnest(${`{${dates.join(',')}}`}::date[]) as needed(day)
           cross join lateral (select * from fx_rates
                                where from_currency = pair.from_currency and to_currency = pair.to_currency
                                  and date <= least(needed.day, ${to}::date) order by date desc limit 1) r`,
    );
    return { after: after.sort(byText), opening: opening.sort(byText), rates: rates.sort(byText) };
  }

  /** What a handle's kept copy gives for the same questions, read in `tx` (default: the handle). */
  async function fromKept(handle: Database, from: string, to: string, dates: string[]) {
    const closes = await keptCloses(handle, symbols);
    const pairs = await keptRates(handle, currencies);
    return {
      after: closesAfter(closes, from, to).sort(byText),
      opening: closesOnOrBefore(closes, from).sort(byText),
      rates: ratesWithin(pairs, dates, from, to).sort(byText),
    };
  }

  /** Both handles agree with the tables, over a few windows. */
  async function expectCurrent() {
    const last = weekdays[weekdays.length - 1]!;
    for (const [from, to] of [
      [at(0), last],
      [at(12), at(29)],
      ['2020-01-01', at(5)],
      [at(31), last],
    ] as const) {
      const dates = [at(3), at(17), '2020-06-01', from];
      const expected = await fromTables(from, to, dates);
      expect(expected.after.length + expected.opening.length).toBeGreaterThan(0);
      expect(await fromKept(db.db, from, to, dates)).toEqual(expected);
      expect(await fromKept(other, from, to, dates)).toEqual(expected);
    }
  }

  const aaa = sql`(select id from instruments where symbol = 'AAA.L')`;

  it('gives what the tables hold, then each change written by either handle', async () => {
    await expectCurrent();
    expect(keptMarketDataBytes(db.db)).toBeGreaterThan(0);

    // The clock's fetch of a new day (an insert), then a correction in the middle (an update).
    await other.execute(
      sql`insert into instrument_prices (instrument_id, date, price, currency) values (${aaa}, ${at(30)}, 260.5, 'GBX')`,
    );
    await expectCurrent();
    await db.db.execute(
      sql`update instrument_prices set price = price * 1.2 where instrument_id = ${aaa} and date = ${at(12)}`,
    );
    await expectCurrent();
    // A rate corrected by an upsert, a close deleted, and two statements in one transaction.
    await db.db.execute(
      sql`insert into fx_rates (date, from_currency, to_currency, rate) values (${at(4)}, 'GBP', 'USD', 1.5)
          on conflict (from_currency, to_currency, date) do update set rate = excluded.rate`,
    );
    await db.db.execute(sql`delete from instrument_prices where instrument_id = ${aaa} and date = ${at(20)}`);
    await expectCurrent();
    await other.transaction(async (tx) => {
      await tx.execute(
        sql`update instrument_prices set price = 1 where instrument_id = ${aaa} and date = ${at(2)}`,
      );
      await tx.execute(
        sql`update instrument_prices set price = 2 where instrument_id = ${aaa} and date = ${at(25)}`,
      );
    });
    await expectCurrent();
    // Another currency for one close, and a value past what an integer of 1e-8 holds exactly.
    await db.db.execute(
      sql`update instrument_prices set currency = 'GBP', price = 123456789012.12345678 where instrument_id = ${aaa} and date = ${at(7)}`,
    );
    await expectCurrent();
  });

  it('does not keep what a rolled-back write left in its own transaction', async () => {
    await expectCurrent();
    const rollback = new Error('roll back');
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute(
          sql`update instrument_prices set price = 999 where instrument_id = ${aaa} and date = ${at(10)}`,
        );
        await tx.execute(
          sql`insert into fx_rates (date, from_currency, to_currency, rate) values (${at(33)}, 'GBP', 'USD', 9)`,
        );
        // Read inside the writing transaction: the copy now holds the uncommitted close and rate,
        // labelled with the stamp its own write made.
        const closes = closesAfter(await keptCloses(tx, ['AAA.L']), at(9), at(10));
        expect(closes.map((c) => c.price)).toEqual(['999.00000000']);
        expect(ratesWithin(await keptRates(tx, ['GBP']), [], at(33), at(33)).map((r) => r.rate)).toEqual([
          '9.00000000',
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // Then two committed changes by the other handle, later in the series: the stamp is now the
    // copy's label plus one, but its prior writer is not the copy's, so the copy is read whole
    // again, not only from the last change's day (which would keep 999 and miss the first change).
    for (const [date, price] of [
      [at(11), 5],
      [at(14), 6],
    ] as const) {
      await other.execute(
        sql`update instrument_prices set price = ${price} where instrument_id = ${aaa} and date = ${date}`,
      );
    }
    for (const [date, rate] of [
      [at(34), 1.31],
      [at(36), 1.32],
    ] as const) {
      await other.execute(
        sql`insert into fx_rates (date, from_currency, to_currency, rate) values (${date}, 'GBP', 'USD', ${rate})`,
      );
    }
    await expectCurrent();
  });

  it('stays within its bound, letting the least recently used series go', async () => {
    await expectCurrent();
    keepMarketDataWithin(1);
    await keptCloses(db.db, ['AAA.L']);
    await keptCloses(db.db, ['BBB']);
    // Only the series just read is kept (one is always kept, whatever the bound).
    expect(keptMarketDataBytes(db.db)).toBeLessThan(1024);
    await expectCurrent();
  });

  it('reads nothing once the tables are emptied (TRUNCATE)', async () => {
    await expectCurrent();
    await other.execute(sql`truncate fx_rates`);
    await db.db.execute(sql`delete from instrument_prices where instrument_id = ${aaa}`);
    const last = weekdays[weekdays.length - 1]!;
    expect((await fromKept(db.db, at(0), last, [])).rates).toEqual([]);
    await expectCurrent();
  });
});
