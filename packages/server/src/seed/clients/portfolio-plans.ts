import { PORTFOLIO_TYPES, type PortfolioRegion, type PortfolioType } from '@portal/domain';
import { dayOf, monthOf, type IsoDate } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';
import { logUniform } from '../market/series';
import type { PortfolioPlan } from '../portfolios/simulate';
import type { PortfolioCurrency } from '../portfolios/trading';
import type { Rng } from '../random';
import { PORTFOLIO_NAMES } from '../texts/index';

const TYPE_WEIGHTS: [PortfolioType, number][] = [
  ['GIA', 3],
  ['ISA', 3],
  ['SIPP', 2.5],
  ['ExO', 1],
  ['OPB', 0.8],
  ['Trust', 0.8],
  ['SSAS', 0.6],
];

/** The first client of each portal is the demo investor: a long history and every feature. */
const DEMO_TYPES: PortfolioType[] = ['GIA', 'ISA', 'SIPP', 'Trust'];

function portfolioCurrency(ctx: SeedContext, rng: Rng): PortfolioCurrency {
  switch (ctx.brand.id) {
    case 'greek':
      return rng.weighted([
        ['EUR', 8],
        ['GBP', 1],
        ['USD', 1],
      ]);
    case 'icelandic':
      return rng.weighted([
        ['EUR', 4.5],
        ['USD', 3.5],
        ['GBP', 2],
      ]);
    default:
      return rng.weighted([
        ['GBP', 8.5],
        ['USD', 0.8],
        ['EUR', 0.7],
      ]);
  }
}

function portfolioRegion(currency: PortfolioCurrency, rng: Rng): PortfolioRegion {
  if (currency === 'USD') return rng.chance(0.7) ? 'USA' : 'Global';
  if (currency === 'EUR') return rng.chance(0.7) ? 'Europe' : 'Global';
  return rng.weighted([
    ['Global', 7],
    ['Europe', 1.5],
    ['USA', 1.5],
  ]);
}

function riskLevel(rng: Rng): number {
  return Math.min(10, Math.max(1, Math.round(5.5 + 2.2 * rng.normal())));
}

function portfolioTypes(index: number, count: number, rng: Rng): PortfolioType[] {
  if (index === 0) return DEMO_TYPES;
  // The first seven clients each open with a different wrapper, so every portal has all seven.
  const forced = index < PORTFOLIO_TYPES.length ? [PORTFOLIO_TYPES[index]!] : [];
  const chosen = new Set<PortfolioType>(forced);
  while (chosen.size < count) chosen.add(rng.weighted(TYPE_WEIGHTS));
  return [...chosen];
}

export interface PlannedPortfolio {
  plan: PortfolioPlan;
  name: string;
  esg: number;
}

export interface AccountStart {
  accountId: string;
  /** Opening date of the account, and how many months before the as-of date that is. */
  inception: IsoDate;
  monthsBack: number;
}

/**
 * The portfolios of one account: 1-4 wrappers (the demo investor gets four), the client's wealth
 * split across them, and each one's currency, region, risk level and opening date.
 */
export function planPortfolios(
  ctx: SeedContext,
  portal: PortalSeed,
  index: number,
  { accountId, inception, monthsBack }: AccountStart,
  rng: Rng,
): PlannedPortfolio[] {
  const { market } = ctx;
  const demo = index === 0;
  const count = demo
    ? DEMO_TYPES.length
    : rng.weighted([
        [1, 0.25],
        [2, 0.3],
        [3, 0.25],
        [4, 0.2],
      ] as const);
  const types = portfolioTypes(index, count, rng);
  const wealth = demo ? 1_400_000 : logUniform(rng, 60_000, 2_500_000);
  const shares = types.map(() => 0.5 + rng.next());
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const planned: PlannedPortfolio[] = [];
  types.forEach((type, n) => {
    const currency = portfolioCurrency(ctx, rng);
    const level = riskLevel(rng);
    const start =
      n === 0
        ? inception
        : dayOf(monthOf(inception) + rng.int(0, Math.max(0, monthsBack - 3)), rng.int(2, 28));
    const startIndex = monthOf(start) - market.calendar.firstMonth;
    const initialAmount =
      ((wealth * shares[n]!) / shareTotal) * market.fx.rateNumber('GBP', currency, startIndex);
    const plan: PortfolioPlan = {
      id: rng.uuid(),
      accountId,
      portalId: portal.portalId,
      type,
      currency,
      region: portfolioRegion(currency, rng),
      riskLevel: level,
      inception: start,
      initialAmount,
      targetTransactions: rng.int(14, 50),
      withProperty:
        currency === 'GBP' &&
        initialAmount >= 250_000 &&
        rng.chance(type === 'SSAS' ? 0.6 : type === 'Trust' ? 0.3 : type === 'SIPP' ? 0.15 : 0),
      withCrypto: (type === 'ExO' || type === 'GIA') && level >= 7 && rng.chance(0.4),
    };
    planned.push({ plan, name: PORTFOLIO_NAMES[portal.locale][type], esg: rng.int(1, 10) });
  });
  return planned;
}
