import { MoneyDecimal } from '@portal/domain';
import type { Instrument } from '../market/index';
import { roundTo, type PortfolioState } from './state';
import { randomWeights } from './universe';

// prettier-ignore
const PROPERTIES = [
  'Unit 4, Riverside Business Park, Bristol', 'Suite 2, Wharf House, Leeds', 'Units 7-9, Castle Trading Estate, Cardiff',
  'First floor offices, 18 King Street, Manchester', 'Warehouse 3, Thames Gateway Park, Dartford',
  'Retail unit, 42 High Street, Winchester', 'Clinic premises, 5 Abbey Mews, Bath', 'Workshop, 11 Mill Lane, Harrogate',
];

/**
 * The first day of a portfolio: the opening contribution, a direct property for some pension and
 * trust wrappers, then 4-8 lines in the risk level's equity/bond mix (a little bitcoin or a
 * commodity for some), the remainder swept to cash.
 */
export function openPortfolio(state: PortfolioState): void {
  const { trader, plan, rng, market, universe, equityShare } = state;
  trader.contribution(
    plan.inception,
    state.inceptionMonth,
    new MoneyDecimal(roundTo(plan.initialAmount, 100)),
  );
  if (plan.withProperty) {
    const price = new MoneyDecimal(roundTo(plan.initialAmount * rng.between(0.25, 0.45), 1000));
    trader.buyProperty(
      {
        symbol: `PROP-${rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}`,
        name: rng.pick(PROPERTIES),
        price,
        annualGrowth: Number(rng.between(0.015, 0.055).toFixed(4)),
        purchasedOn: plan.inception,
        purchaseMonth: state.inceptionMonth,
      },
      plan.inception,
    );
  }
  const investable = trader.cash.toNumber() * rng.between(0.94, 0.98);
  const lines = rng.int(4, 8);
  const equityLines = Math.max(1, Math.round(lines * equityShare));
  const bondLines = Math.max(plan.riskLevel >= 9 ? 0 : 1, lines - equityLines);
  const crypto = plan.withCrypto ? rng.between(0.02, 0.05) : 0;
  const picks: [Instrument, number][] = [];
  for (const w of randomWeights(rng, equityLines))
    picks.push([state.pickNew('equity'), w * equityShare * (1 - crypto)]);
  for (const w of randomWeights(rng, bondLines))
    picks.push([state.pickNew('bond'), w * (1 - equityShare) * (1 - crypto)]);
  if (plan.withCrypto) picks.push([market.bySymbol.get('BTC')!, crypto]);
  if (rng.chance(0.15))
    picks.push([rng.pick(universe.alternatives.filter((i) => i.kind === 'commodity')), 0.03]);
  for (const [instrument, weight] of picks) {
    const budget = MoneyDecimal.min(trader.cash, new MoneyDecimal((investable * weight).toFixed(2)));
    trader.buy(instrument, plan.inception, budget);
  }
  trader.sweep(plan.inception);
}
