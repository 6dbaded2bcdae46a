import type { BrandId, PortfolioRegion } from '@portal/domain';
import type { Instrument, Market } from '../market/index';
import type { Rng } from '../random';
import type { PortfolioCurrency } from './trading';

/** What a portfolio may buy: equity-like and bond-like lines suited to its region and currency. */
export interface Universe {
  equities: Instrument[];
  bonds: Instrument[];
  alternatives: Instrument[];
}

function isEquityLike(instrument: Instrument): boolean {
  return (
    (instrument.kind === 'equity' || instrument.kind === 'etf' || instrument.kind === 'fund') &&
    instrument.assetClass !== 'Fixed income'
  );
}

/**
 * Candidates by region: a Global sterling portfolio leans on UK shares (priced in pence, so GBX
 * holdings are common), a Europe one on euro lines (Greek shares first in the Greek brand), a USA
 * one on North American lines. Every list keeps some global funds so no portfolio is one-country.
 */
export function buildUniverse(
  market: Market,
  brand: BrandId,
  region: PortfolioRegion,
  currency: PortfolioCurrency,
): Universe {
  // A handful of combinations serve thousands of portfolios: build each once per market.
  let cache = universes.get(market);
  if (!cache) universes.set(market, (cache = new Map()));
  const key = `${brand}/${region}/${currency}`;
  let universe = cache.get(key);
  if (!universe) cache.set(key, (universe = computeUniverse(market, brand, region, currency)));
  return universe;
}

const universes = new WeakMap<Market, Map<string, Universe>>();

function computeUniverse(
  market: Market,
  brand: BrandId,
  region: PortfolioRegion,
  currency: PortfolioCurrency,
): Universe {
  const all = market.instruments;
  const equityLike = all.filter(isEquityLike);
  const global = equityLike.filter(
    (i) => i.kind !== 'equity' && (i.region === 'Global' || i.sector === 'Global'),
  );
  let local: Instrument[];
  if (region === 'Europe') {
    local = equityLike.filter(
      (i) => i.region === 'Europe' || (brand === 'greek' && i.symbol.endsWith('.AT')),
    );
  } else if (region === 'USA') {
    local = equityLike.filter((i) => i.region === 'North America');
  } else {
    local = equityLike.filter(
      (i) => i.region === 'UK' || i.region === 'North America' || i.kind !== 'equity',
    );
  }
  // Sterling portfolios of any region hold some UK shares: UK investors' home bias.
  if (currency === 'GBP')
    local = [...local, ...equityLike.filter((i) => i.region === 'UK' && i.kind === 'equity')];
  // Bonds in the portfolio's own currency; bond funds of any currency (they hedge).
  const bonds = all.filter(
    (i) =>
      i.assetClass === 'Fixed income' &&
      ((i.currency === 'GBX' ? 'GBP' : i.currency) === currency || i.kind === 'fund'),
  );
  return {
    equities: [...new Set([...local, ...global])],
    bonds,
    alternatives: all.filter((i) => i.kind === 'commodity' || i.kind === 'crypto'),
  };
}

/** Splits 1 into `count` random weights (a rough Dirichlet: no weight is tiny). */
export function randomWeights(rng: Rng, count: number): number[] {
  const raw = Array.from({ length: count }, () => 0.5 + rng.next());
  const total = raw.reduce((sum, value) => sum + value, 0);
  return raw.map((value) => value / total);
}
