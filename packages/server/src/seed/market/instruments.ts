import type { Rng } from '../random';
import { CATALOGUE, type InstrumentSpec } from './catalogue';
import type { MarketDays } from './days';
import { makeSecurityIds } from './identifiers';
import { logUniform, randomWalk, type MarketFactors, type WalkParams } from './series';

/** A catalogue line with its identifiers and monthly prices (index = month index of the calendar). */
export interface Instrument extends InstrumentSpec {
  id: string;
  isin: string | null;
  sedol: string | null;
  /** Close on the first of each month, in the quote currency, as stored. */
  prices: string[];
  /** The same closes as floats, for estimates that are never stored. */
  closes: number[];
  /** Close on each trading day (index = MarketDays day), as stored; the monthly ones on their anchors. */
  daily: string[];
  /** The daily closes as floats, for trade prices. */
  dailyCloses: Float64Array;
}

const START_RANGE: Record<string, [number, number]> = {
  GBX: [80, 3500],
  GBP: [1.2, 60],
  USD: [12, 400],
  EUR: [6, 150],
  CAD: [8, 90],
};

function walkParams(rng: Rng, spec: InstrumentSpec): WalkParams {
  const [low, high] = START_RANGE[spec.currency]!;
  const base = { start: logUniform(rng, low, high), decimals: 4, bondBeta: 0 };
  switch (spec.kind) {
    case 'equity':
      return {
        ...base,
        drift: rng.between(0.02, 0.12),
        volatility: rng.between(0.18, 0.34),
        equityBeta: 0.75,
      };
    case 'etf':
    case 'fund':
      if (spec.sector === 'Fixed Interest') {
        return { ...base, drift: rng.between(0.01, 0.04), volatility: 0.06, equityBeta: 0.1, bondBeta: 0.85 };
      }
      if (spec.sector === 'Other') {
        // Multi-asset funds: half equity, half bonds.
        return { ...base, drift: 0.05, volatility: 0.09, equityBeta: 0.6, bondBeta: 0.5 };
      }
      return { ...base, drift: rng.between(0.04, 0.1), volatility: rng.between(0.12, 0.2), equityBeta: 0.9 };
    case 'bond':
      return {
        ...base,
        start: rng.between(92, 108),
        drift: 0.005,
        volatility: 0.05,
        equityBeta: 0,
        bondBeta: 0.9,
      };
    case 'cash':
      return { ...base, start: 1, drift: 0, volatility: 0, equityBeta: 0 };
    case 'crypto':
      return { ...base, start: rng.between(6000, 11000), drift: 0.35, volatility: 0.65, equityBeta: 0.3 };
    case 'commodity':
      return { ...base, start: rng.between(50, 140), drift: 0.04, volatility: 0.17, equityBeta: 0.15 };
  }
}

/** Identifiers and price histories for the whole catalogue, in catalogue order. */
export function buildInstruments(rng: Rng, factors: MarketFactors, days: MarketDays): Instrument[] {
  return CATALOGUE.map((spec) => {
    const own = rng.fork(spec.symbol);
    const ids = spec.country ? makeSecurityIds(own, spec.country) : { isin: null, sedol: null };
    const id = own.uuid();
    const params = walkParams(own, spec);
    const prices = randomWalk(own, factors, params);
    // A stream of its own (a fork does not move `own`), so the monthly history stays as it was.
    const daily = days.bridge(rng.fork(`${spec.symbol}/daily`), prices, params.volatility, 4);
    return {
      ...spec,
      id,
      ...ids,
      prices,
      closes: prices.map(Number),
      daily,
      dailyCloses: Float64Array.from(daily, Number),
    };
  });
}
