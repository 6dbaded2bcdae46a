import { MoneyDecimal, type Decimal, type PortfolioType } from '@portal/domain';
import type { BreakdownCache } from '../../db/schema/index';
import type { Rng } from '../random';
import type { SimulatedPortfolio } from './simulate';

/**
 * The cached breakdowns of a portfolio (by currency, sector and asset class), from its holdings'
 * values in the portfolio currency. Each composition sums exactly to the portfolio value. Lines
 * priced in pence count as sterling exposure.
 */
export function portfolioBreakdowns(result: SimulatedPortfolio): BreakdownCache {
  const by = (key: (index: number) => string) => {
    const totals = new Map<string, Decimal>();
    result.holdings.forEach((_, i) => {
      const name = key(i);
      totals.set(name, (totals.get(name) ?? new MoneyDecimal(0)).plus(result.localValues[i]!));
    });
    return {
      composition: [...totals.entries()]
        .sort((a, b) => b[1].comparedTo(a[1]) || a[0].localeCompare(b[0]))
        .map(([name, value]) => ({ name, value: value.toFixed(2) })),
    };
  };
  return {
    currency: by((i) =>
      result.holdings[i]!.currency === 'GBX' ? 'GBP' : (result.holdings[i]!.currency ?? 'Other'),
    ),
    sector: by((i) => result.holdings[i]!.sector ?? 'Other'),
    assetclass: by((i) => result.holdings[i]!.assetClass ?? 'Other'),
  };
}

/** Annual charges as percent figures: fund costs, the platform and (except execution-only) advice. */
export function portfolioCharges(rng: Rng, type: PortfolioType): Record<string, string> {
  const ongoing = rng.between(0.12, 0.85);
  const platform = type === 'OPB' ? rng.between(0.3, 0.6) : rng.between(0.15, 0.35);
  const advice = type === 'ExO' ? 0 : rng.between(0.5, 1);
  return {
    ongoingCharges: ongoing.toFixed(2),
    platformFee: platform.toFixed(2),
    adviceFee: advice.toFixed(2),
    total: (Number(ongoing.toFixed(2)) + Number(platform.toFixed(2)) + Number(advice.toFixed(2))).toFixed(2),
  };
}
