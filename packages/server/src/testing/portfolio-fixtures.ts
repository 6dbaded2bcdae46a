import { and, eq } from 'drizzle-orm';
import {
  FxBook,
  MoneyDecimal,
  PriceBook,
  replayTransactions,
  valueHoldings,
  withCashHoldings,
  type FxInput,
  type PriceInput,
} from '@portal/domain';
import type { Database } from '../db/client';
import {
  accounts,
  benchmarkValues,
  benchmarks,
  fxRates,
  holdings,
  instrumentPrices,
  instruments,
  portfolioValuations,
  portfolios,
  transactions,
} from '../db/schema/index';
import type { AccessWorld } from './fixtures';
import {
  BENCHMARKS,
  FIXTURE_AS_OF,
  GIA,
  INSTRUMENTS,
  ISA,
  MONTHS,
  monthDate,
  type FixtureTransaction,
} from './portfolio-fixture-data';

export { FIXTURE_AS_OF } from './portfolio-fixture-data';

/** A fixed uuid per fixture row, so sample files written from this data keep their ids. */
const fixedId = (kind: number, n: number) =>
  `00000000-0000-4000-8000-${String(kind * 1_000_000 + n).padStart(12, '0')}`;

/** The last market date of the fixture; everything is valued on or before it. */
export interface PortfolioWorld {
  /** The investor's portfolios: external ids EXT-P-GIA (larger), EXT-P-ISA, EXT-P-CLOSED (value 0). */
  gia: string;
  isa: string;
  closed: string;
  /** The neighbour's portfolio (another client's, same portal). */
  neighbourPortfolio: string;
  /** Holding ids in the GIA by symbol. */
  holdingIds: Record<string, string>;
  accountExternalId: string;
  asOf: string;
}

/**
 * Market data (four instruments, GBP/USD, two IA benchmarks, monthly for 30 months) and the investor's
 * portfolio history in the access world, built with the engine the providers use: holdings are the
 * replay of the transactions, valuations the month-start values just before that day's flows. Additive:
 * the access world's own rows stay; the investor's portfolios get external ids, holdings and values.
 */
export async function addPortfolioWorld(db: Database, world: AccessWorld): Promise<PortfolioWorld> {
  const prices: PriceInput[] = [];
  const fx: FxInput[] = [];
  for (let i = 0; i < MONTHS; i++) {
    for (const spec of INSTRUMENTS)
      prices.push({ symbol: spec.symbol, date: monthDate(i), price: spec.price(i), currency: spec.currency });
    fx.push({ date: monthDate(i), from: 'GBP', to: 'USD', rate: (1.22 + (i % 6) * 0.01).toFixed(4) });
  }
  const instrumentIds = new Map<string, string>();
  await db.insert(instruments).values(
    INSTRUMENTS.map((spec, n) => {
      instrumentIds.set(spec.symbol, fixedId(1, n));
      const { price: _price, ...columns } = spec;
      return { id: fixedId(1, n), ...columns };
    }),
  );
  await db.insert(instrumentPrices).values(
    prices.map((p, n) => ({
      id: fixedId(2, n),
      instrumentId: instrumentIds.get(p.symbol)!,
      date: p.date,
      price: p.price,
      currency: p.currency,
    })),
  );
  await db.insert(fxRates).values(
    fx.map((r, n) => ({
      id: fixedId(3, n),
      date: r.date,
      fromCurrency: r.from,
      toCurrency: r.to,
      rate: r.rate,
    })),
  );
  for (const [b, spec] of BENCHMARKS.entries()) {
    const id = fixedId(4, b);
    await db.insert(benchmarks).values({ id, name: spec.name, code: spec.code, currency: 'GBP' });
    await db.insert(benchmarkValues).values(
      Array.from({ length: MONTHS }, (_, i) => ({
        id: fixedId(5, b * 1000 + i),
        benchmarkId: id,
        date: monthDate(i),
        value: (100 * (1 + spec.step) ** i * (1 + ((i % 4) - 1.5) * 0.003)).toFixed(4),
      })),
    );
  }

  const account = world.accounts.investor;
  const portalId = world.portalA;
  const book = { prices: new PriceBook(prices), fx: new FxBook(fx) };
  const holdingIds: Record<string, string> = {};
  let accountValue = new MoneyDecimal(0);

  async function fill(
    portfolioId: string,
    kind: number,
    rows: FixtureTransaction[],
    extra: Partial<typeof portfolios.$inferInsert>,
  ) {
    const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    await db.insert(transactions).values(
      sorted.map((tx, n) => ({
        id: fixedId(kind, n),
        createdAt: new Date(`${tx.date}T09:${String(n).padStart(2, '0')}:00Z`),
        portalId,
        accountId: account,
        portfolioId,
        name: tx.name,
        symbol: tx.symbol,
        type: tx.type,
        date: tx.date,
        settleDate: tx.date,
        amount: tx.amount,
        units: tx.type === 'Purchase' || tx.type === 'Sale' ? tx.amount : null,
        price: tx.price ?? null,
        value: tx.value ?? tx.amount,
        localCcyAmount: tx.localCcyAmount ?? tx.amount,
        currency: tx.currency ?? null,
        fee: tx.fee ?? null,
        assetClass: INSTRUMENTS.find((i) => i.symbol === tx.symbol)?.assetClass ?? null,
      })),
    );
    const valuations: { date: string; value: string; netFlow: string }[] = [];
    for (let i = 1; i < MONTHS; i++) {
      const date = monthDate(i);
      const before = sorted.filter((tx) => tx.date < date);
      if (before.length === 0) continue;
      const valuation = valueHoldings(
        withCashHoldings(replayTransactions(before, { baseCurrency: 'GBP' }), date),
        {
          ...book,
          date,
          baseCurrency: 'GBP',
        },
      );
      const from = monthDate(i - 1);
      const netFlow = sorted
        .filter(
          (tx) =>
            tx.date >= from && tx.date < date && (tx.type === 'Contribution' || tx.type === 'Withdrawal'),
        )
        .reduce(
          (sum, tx) => (tx.type === 'Contribution' ? sum.plus(tx.amount) : sum.minus(tx.amount)),
          new MoneyDecimal(0),
        );
      valuations.push({ date, value: valuation.total, netFlow: netFlow.toFixed(2) });
    }
    await db
      .insert(portfolioValuations)
      .values(valuations.map((v, n) => ({ id: fixedId(kind + 10, n), portalId, portfolioId, ...v })));
    const final = valueHoldings(
      withCashHoldings(replayTransactions(sorted, { baseCurrency: 'GBP' }), FIXTURE_AS_OF, 'GBP'),
      {
        ...book,
        date: FIXTURE_AS_OF,
        baseCurrency: 'GBP',
      },
    );
    const rowsOut = final.holdings.map((h, n) => {
      const spec = INSTRUMENTS.find((i) => i.symbol === h.symbol)!;
      const id = fixedId(kind + 20, n);
      if (kind === 6) holdingIds[h.symbol] = id;
      return {
        id,
        portalId,
        portfolioId,
        parentId: portfolioId,
        instrumentId: instrumentIds.get(h.symbol) ?? null,
        name: spec.name,
        symbol: h.symbol,
        units: h.units,
        currency: spec.currency,
        region: spec.region,
        assetClass: spec.assetClass,
        sector: spec.sector,
        type: spec.type,
        price: h.price,
        cost: new MoneyDecimal(h.cost ?? '0').toFixed(2),
        costBase: h.costBase === null ? null : new MoneyDecimal(h.costBase).toFixed(2),
        value: h.value,
        purchaseDate: sorted.find((tx) => tx.symbol === h.symbol)?.date ?? null,
      };
    });
    await db.insert(holdings).values(rowsOut);
    await db
      .update(portfolios)
      .set({ value: final.total, currency: 'GBP', inception: sorted[0]!.date, ...extra })
      .where(eq(portfolios.id, portfolioId));
    accountValue = accountValue.plus(final.total);
  }

  await fill(world.portfolios.large, 6, GIA, {
    externalId: 'EXT-P-GIA',
    riskProfile: 'Risk profile 5 Balanced',
    riskLevel: 5,
    charges: { ongoingCharges: '0.45', platformFee: '0.25', adviceFee: '0.75', total: '1.45' },
  });
  await fill(world.portfolios.small, 7, ISA, {
    externalId: 'EXT-P-ISA',
    riskProfile: 'Risk profile 3 Cautious',
    riskLevel: 3,
    charges: { ongoingCharges: '0.30', platformFee: '0.25', adviceFee: '0.50', total: '1.05' },
  });
  const [closed] = await db
    .insert(portfolios)
    .values({
      portalId,
      accountId: account,
      name: 'Closed ISA',
      type: 'ISA',
      value: '0',
      currency: 'GBP',
      externalId: 'EXT-P-CLOSED',
    })
    .returning({ id: portfolios.id });
  await db
    .update(accounts)
    .set({ value: accountValue.toFixed(2) })
    .where(eq(accounts.id, account));
  const [neighbourPortfolio] = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, world.accounts.neighbour)));
  return {
    gia: world.portfolios.large,
    isa: world.portfolios.small,
    closed: closed!.id,
    neighbourPortfolio: neighbourPortfolio!.id,
    holdingIds,
    accountExternalId: 'EXT-AdaInvestor',
    asOf: FIXTURE_AS_OF,
  };
}
