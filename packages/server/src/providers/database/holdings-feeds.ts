import { and, asc, eq, inArray } from 'drizzle-orm';
import { MoneyDecimal, type HoldingFeed, type HoldingsFeed } from '@portal/domain';
import type { Database } from '../../db/client';
import { holdings } from '../../db/schema/index';
import { latestPrices, latestRates } from './market';
import type { KeyOf, PortfolioRow } from './portfolio-rows';

/** Holdings feeds of several portfolios on a date: holdings, prices and rates in three queries. */
export async function holdingsFeeds(
  db: Database,
  rows: readonly Pick<PortfolioRow, 'id' | 'externalId' | 'currency'>[],
  date: string,
  keyOf: KeyOf,
): Promise<Map<string, HoldingsFeed>> {
  const out = new Map<string, HoldingsFeed>();
  if (rows.length === 0) return out;
  const lines = await db
    .select({
      id: holdings.id,
      portfolioId: holdings.portfolioId,
      instrumentId: holdings.instrumentId,
      symbol: holdings.symbol,
      name: holdings.name,
      units: holdings.units,
      cost: holdings.cost,
      costBase: holdings.costBase,
      currency: holdings.currency,
      assetClass: holdings.assetClass,
      sector: holdings.sector,
      region: holdings.region,
      type: holdings.type,
      isin: holdings.isin,
      sedol: holdings.sedol,
      price: holdings.price,
      purchaseDate: holdings.purchaseDate,
      purchaseValue: holdings.purchaseValue,
      annualGrowth: holdings.annualGrowth,
      pricePoints: holdings.pricePoints,
    })
    .from(holdings)
    .where(
      and(
        inArray(
          holdings.portfolioId,
          rows.map((r) => r.id),
        ),
        eq(holdings.active, true),
      ),
    )
    .orderBy(asc(holdings.portfolioId), asc(holdings.symbol));
  const instrumentIds = [
    ...new Set(lines.map((l) => l.instrumentId).filter((id): id is string => id !== null)),
  ];
  const [prices, fx] = await Promise.all([latestPrices(db, instrumentIds, date), latestRates(db, date)]);
  for (const row of rows) {
    out.set(row.id, {
      portfolioId: keyOf(row),
      date,
      baseCurrency: row.currency ?? 'GBP',
      holdings: [],
      fx: fx.map((r) => ({ date: r.date, from: r.from, to: r.to, rate: r.rate })),
    });
  }
  for (const line of lines) {
    const market = line.instrumentId ? prices.get(line.instrumentId) : undefined;
    const cash = (line.symbol ?? '').startsWith('CASH.');
    const property = line.annualGrowth !== null || (line.pricePoints?.length ?? 0) > 0;
    const feed: HoldingFeed = {
      id: line.id,
      symbol: line.symbol ?? line.name,
      name: line.name,
      units: new MoneyDecimal(line.units).toFixed(),
      cost: line.cost === null ? null : new MoneyDecimal(line.cost).toFixed(),
      costBase: line.costBase === null ? null : new MoneyDecimal(line.costBase).toFixed(),
      currency: market?.currency ?? line.currency ?? 'GBP',
      assetClass: line.assetClass,
      sector: line.sector,
      region: line.region,
      type: line.type,
      isin: line.isin,
      sedol: line.sedol,
      // Without a market close (a holding entered by hand), the holding's own price stands.
      price: cash || property ? null : new MoneyDecimal(market?.price ?? line.price ?? '0').toFixed(),
      priceDate: cash || property ? null : (market?.date ?? line.purchaseDate ?? date),
      purchaseDate: line.purchaseDate,
      purchaseValue: line.purchaseValue === null ? null : new MoneyDecimal(line.purchaseValue).toFixed(),
      annualGrowth: line.annualGrowth === null ? null : new MoneyDecimal(line.annualGrowth).toFixed(),
      pricePoints:
        line.pricePoints?.map((p) => ({ date: p.date, value: new MoneyDecimal(p.value).toFixed() })) ?? null,
    };
    out.get(line.portfolioId)!.holdings.push(feed);
  }
  return out;
}
