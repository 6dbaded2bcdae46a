import {
  allBreakdowns,
  FxBook,
  groupHoldings,
  MoneyDecimal,
  PriceBook,
  valueHoldings,
  type BreakdownDimension,
  type BreakdownsView,
  type EngineHolding,
  type HoldingsFeed,
  type HoldingsView,
  type PriceInput,
} from '@portal/domain';

/** The holding lines as the engine reads them, with the feed's prices as a price book. */
function engineInputs(feed: HoldingsFeed): { holdings: EngineHolding[]; prices: PriceInput[] } {
  const prices: PriceInput[] = [];
  const holdings = feed.holdings.map((h): EngineHolding => {
    if (h.price !== null) {
      prices.push({ symbol: h.symbol, date: h.priceDate ?? feed.date, price: h.price, currency: h.currency });
    }
    return {
      symbol: h.symbol,
      name: h.name,
      units: h.units,
      cost: h.cost,
      costBase: h.costBase,
      currency: h.currency,
      assetClass: h.assetClass,
      sector: h.sector,
      region: h.region,
      type: h.type,
      annualGrowth: h.annualGrowth,
      pricePoints: h.pricePoints,
      purchaseDate: h.purchaseDate,
      purchaseValue: h.purchaseValue,
    };
  });
  return { holdings, prices };
}

/** Holdings valued on the feed's date, in the §9 groups, with their total in the base currency. */
export function holdingsView(feed: HoldingsFeed): HoldingsView {
  const { holdings, prices } = engineInputs(feed);
  const valuation = valueHoldings(holdings, {
    prices: new PriceBook(prices),
    fx: new FxBook(feed.fx),
    date: feed.date,
    baseCurrency: feed.baseCurrency,
  });
  const ids = new Map(feed.holdings.map((h) => [h.symbol, h]));
  const lines = valuation.holdings
    .map((h) => ({ ...h, id: ids.get(h.symbol)?.id ?? null, isin: ids.get(h.symbol)?.isin ?? null }))
    .sort(
      (a, b) => new MoneyDecimal(b.valueBase).comparedTo(a.valueBase) || a.symbol.localeCompare(b.symbol),
    );
  return {
    date: valuation.date,
    baseCurrency: valuation.baseCurrency,
    total: valuation.total,
    holdings: lines,
    groups: groupHoldings(lines).map((g) => ({
      group: g.group,
      value: g.value,
      weight: g.weight,
      symbols: g.holdings.map((h) => h.symbol),
    })),
  };
}

/** Every breakdown of §2 (currency, region, asset class, …) of a holdings view. */
export function breakdownsView(holdings: HoldingsView): BreakdownsView {
  const all = allBreakdowns(holdings.holdings);
  return Object.fromEntries(
    Object.entries(all).map(([name, b]) => [name, { total: b.total, composition: b.slices }]),
  ) as BreakdownsView;
}

/** setPortfolioBreakdown's answer (§7): breakdown[name].composition. */
export function breakdownAction(holdings: HoldingsView, name: BreakdownDimension) {
  return { breakdown: { [name]: { composition: breakdownsView(holdings)[name].composition } } };
}
