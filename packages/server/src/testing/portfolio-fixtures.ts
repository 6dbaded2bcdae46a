import { and, eq } from 'drizzle-orm';
import {
  FxBook,
  MoneyDecimal,
  PriceBook,
  addMonths,
  replayTransactions,
  valueHoldings,
  withCashHoldings,
  type EngineTransaction,
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

/** A fixed uuid per fixture row, so sample files written from this data keep their ids. */
const fixedId = (kind: number, n: number) =>
  `00000000-0000-4000-8000-${String(kind * 1_000_000 + n).padStart(12, '0')}`;

/** The last market date of the fixture; everything is valued on or before it. */
export const FIXTURE_AS_OF = '2025-06-01';
const FIRST_MONTH = '2023-01-01';
const MONTHS = 30;

interface InstrumentSpec {
  symbol: string;
  name: string;
  currency: string;
  assetClass: string;
  sector: string;
  region: string;
  type: string;
  /** Price at month i. */
  price: (i: number) => string;
}

const INSTRUMENTS: InstrumentSpec[] = [
  {
    symbol: 'VOD.L',
    name: 'Vodafone Group, plc',
    currency: 'GBX',
    assetClass: 'Equity',
    sector: 'UK',
    region: 'UK',
    type: 'Stock',
    price: (i) => (80 - i * 0.4 + (i % 3)).toFixed(2),
  },
  {
    symbol: 'RWSC',
    name: 'Rowan "Smaller" Cos Fund',
    currency: 'USD',
    assetClass: 'Equity',
    sector: 'US',
    region: 'North America',
    type: 'Fund',
    price: (i) => (150 + i * 1.5 - (i % 4)).toFixed(2),
  },
  {
    symbol: 'UKGILT',
    name: 'UK Treasury 4% 2030',
    currency: 'GBP',
    assetClass: 'Fixed income',
    sector: 'Currency',
    region: 'UK',
    type: 'Other',
    price: (i) => (95 + (i % 5) * 0.3).toFixed(2),
  },
  {
    symbol: 'CASH.GBP',
    name: 'Sterling cash',
    currency: 'GBP',
    assetClass: 'Cash',
    sector: 'Currency',
    region: 'UK',
    type: 'Cash',
    price: () => '1',
  },
];

const BENCHMARKS = [
  { name: 'IA Mixed Investment 40-85% Shares', code: 'ia-mixed-40-85', step: 0.006 },
  { name: 'IA Mixed Investment 20-60% Shares', code: 'ia-mixed-20-60', step: 0.004 },
];

const monthDate = (i: number) => addMonths(FIRST_MONTH, i);

type FixtureTransaction = EngineTransaction & { name: string; fee?: string };

/** The investor's two valued portfolios: contributions, trades in pence and dollars, income, a withdrawal. */
const GIA: FixtureTransaction[] = [
  {
    date: '2023-01-10',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '20000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2023-01-12',
    type: 'Purchase',
    symbol: 'VOD.L',
    amount: '10000',
    price: '80',
    value: '8000.00',
    localCcyAmount: '8000.00',
    currency: 'GBX',
    fee: '9.95',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2023-01-12',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '30',
    price: '150',
    value: '4500.00',
    localCcyAmount: '3688.52',
    currency: 'USD',
    fee: '4.50',
    name: 'Rowan "Smaller" Cos Fund',
  },
  {
    date: '2023-02-15',
    type: 'Purchase',
    symbol: 'UKGILT',
    amount: '50',
    price: '95',
    value: '4750.00',
    localCcyAmount: '4750.00',
    currency: 'GBP',
    name: 'UK Treasury 4% 2030',
  },
  {
    date: '2023-06-20',
    type: 'Dividend',
    symbol: 'VOD.L',
    amount: '250',
    currency: 'GBP',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2024-03-05',
    type: 'Sale',
    symbol: 'VOD.L',
    amount: '4000',
    price: '75',
    value: '3000.00',
    localCcyAmount: '3000.00',
    currency: 'GBX',
    fee: '9.95',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2024-07-01',
    type: 'Withdrawal',
    symbol: 'CASH.GBP',
    amount: '1000',
    currency: 'GBP',
    name: 'Withdrawal',
  },
  {
    date: '2024-09-10',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '5000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2025-02-03',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '10',
    price: '180',
    value: '1800.00',
    localCcyAmount: '1428.57',
    currency: 'USD',
    name: 'Rowan "Smaller" Cos Fund',
  },
];
const ISA: FixtureTransaction[] = [
  {
    date: '2024-01-08',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '5000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2024-01-09',
    type: 'Purchase',
    symbol: 'UKGILT',
    amount: '40',
    price: '96',
    value: '3840.00',
    localCcyAmount: '3840.00',
    currency: 'GBP',
    name: 'UK Treasury 4% 2030',
  },
  {
    date: '2024-01-09',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '5',
    price: '150',
    value: '750.00',
    localCcyAmount: '592.89',
    currency: 'USD',
    name: 'Rowan "Smaller" Cos Fund',
  },
  {
    date: '2024-12-31',
    type: 'Interest',
    symbol: 'CASH.GBP',
    amount: '30',
    currency: 'GBP',
    name: 'Interest',
  },
];

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
