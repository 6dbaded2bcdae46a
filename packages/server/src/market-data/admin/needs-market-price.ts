import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The columns of a holding the rule reads (the holdings table's, or a test's rows). */
export type PricedColumns = Record<
  'symbol' | 'name' | 'assetClass' | 'annualGrowth' | 'pricePoints',
  SQLWrapper
>;

/**
 * True for a holding the engine values from a market close (valueHolding, as the holdings feed hands
 * it over): not a cash line (a `CASH.<ccy>` symbol, the name standing in for a missing symbol, as in
 * the feed) and not a property valued from its own growth or price points (isPropertyHolding). The
 * others have no price to chase. needs-market-price.test.ts checks this against the domain's rule.
 */
export function needsMarketPrice(h: PricedColumns): SQL {
  return sql`not (
    (coalesce(${h.symbol}, ${h.name}) like 'CASH.%' and length(coalesce(${h.symbol}, ${h.name})) > 5)
    or (lower(coalesce(${h.assetClass}, '')) = 'property'
        and (${h.annualGrowth} is not null or coalesce(jsonb_array_length(${h.pricePoints}), 0) > 0))
  )`;
}
