import { formatMoneyString, sumMoney, toDecimal } from '@portal/domain';

import type { AccountPageView } from './portfolio-types';

/** Where an account holds one security: each portfolio's units and value, and the share of the total. */
export interface HoldingPosition {
  portfolioId: string;
  portfolioName: string;
  units: string;
  /** In the portfolio's base currency. */
  value: string;
  currency: string;
  /** This portfolio's share of the units the account holds, as a fraction; null when none are held. */
  shareOfUnits: string | null;
}

/**
 * The holding drawer's "Holdings" list (§2): the same security across the account's portfolios, the
 * one open first, then by value. Units add up exactly (decimal), so the shares sum to 1.
 */
export function holdingPositions(
  page: AccountPageView,
  symbol: string,
  openPortfolioId: string,
): HoldingPosition[] {
  const rows = page.portfolios.flatMap(({ portfolio, holdings }) =>
    holdings.holdings
      .filter((holding) => holding.symbol === symbol)
      .map((holding) => ({
        portfolioId: portfolio.id,
        portfolioName: portfolio.name,
        units: holding.units,
        value: holding.valueBase,
        currency: holdings.baseCurrency,
      })),
  );
  const totalUnits = sumMoney(rows.map((row) => row.units));
  return rows
    .map((row) => ({
      ...row,
      shareOfUnits: totalUnits.isZero() ? null : formatMoneyString(toDecimal(row.units).div(totalUnits), 6),
    }))
    .sort((a, b) => {
      if (a.portfolioId === openPortfolioId) return -1;
      if (b.portfolioId === openPortfolioId) return 1;
      return toDecimal(b.value).cmp(toDecimal(a.value));
    });
}
