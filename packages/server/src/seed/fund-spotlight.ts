import type { ExplorerFund } from './market/funds';

/** How many funds a seeded portal promotes. */
const SPOTLIGHT_FUNDS = 4;

/**
 * A demo portal's funds spotlight (§7): the largest fund of each category, four of them, the
 * categories taken in turn from the portal's index so that portals promote different funds.
 */
export function seededSpotlight(funds: readonly ExplorerFund[], portalIndex: number): string[] {
  const largest = new Map<string, ExplorerFund>();
  for (const fund of funds) {
    const best = largest.get(fund.assetClass);
    if (!best || Number(fund.size) > Number(best.size)) largest.set(fund.assetClass, fund);
  }
  const picks = [...largest.values()].sort((a, b) => a.assetClass.localeCompare(b.assetClass, 'en'));
  return Array.from(
    { length: Math.min(SPOTLIGHT_FUNDS, picks.length) },
    (_, i) => picks[(portalIndex + i) % picks.length]!.isin,
  );
}
