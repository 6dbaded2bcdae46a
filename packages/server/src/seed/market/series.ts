import { monthStart, type IsoDate } from '../calendar';
import type { Rng } from '../random';

/**
 * The months the market covers: monthly points from `firstMonth` to `lastMonth` (the "as of"
 * month), dated on the first of each month. Index 0 is the first month.
 */
export interface MarketCalendar {
  firstMonth: number;
  lastMonth: number;
  dates: IsoDate[];
}

/** Accounts open up to 8 years back; two spare months give their first trades a price history. */
export const MARKET_MONTHS_BACK = 8 * 12 + 2;

export function marketCalendar(asOfMonth: number): MarketCalendar {
  const firstMonth = asOfMonth - MARKET_MONTHS_BACK;
  const dates: IsoDate[] = [];
  for (let m = firstMonth; m <= asOfMonth; m++) dates.push(monthStart(m));
  return { firstMonth, lastMonth: asOfMonth, dates };
}

/** Common monthly shocks (standard normal) that make prices of one kind move together. */
export interface MarketFactors {
  equity: number[];
  bond: number[];
}

export function marketFactors(rng: Rng, months: number): MarketFactors {
  const equity: number[] = [];
  const bond: number[] = [];
  for (let i = 0; i < months; i++) {
    equity.push(rng.normal());
    bond.push(rng.normal());
  }
  return { equity, bond };
}

export interface WalkParams {
  start: number;
  /** Expected annual return (log drift is derived from it). */
  drift: number;
  /** Annual volatility. */
  volatility: number;
  /** Loading on the equity factor, the bond factor, the rest being the line's own noise. */
  equityBeta: number;
  bondBeta: number;
  /** Decimals the level is rounded to at each month. */
  decimals: number;
}

/**
 * A monthly geometric random walk: log return = (drift − σ²/2)/12 + σ/√12 × shock, the shock mixing
 * the common factors with the line's own noise. Returns each month's level as a fixed-decimal
 * string (the stored value: later arithmetic starts from exactly what the database holds).
 */
export function randomWalk(rng: Rng, factors: MarketFactors, params: WalkParams): string[] {
  const months = factors.equity.length;
  const own = Math.sqrt(Math.max(0, 1 - params.equityBeta ** 2 - params.bondBeta ** 2));
  const mu = (params.drift - params.volatility ** 2 / 2) / 12;
  const sigma = params.volatility / Math.sqrt(12);
  const levels: string[] = [];
  let level = params.start;
  for (let i = 0; i < months; i++) {
    if (i > 0) {
      const shock =
        params.equityBeta * factors.equity[i]! + params.bondBeta * factors.bond[i]! + own * rng.normal();
      level *= Math.exp(mu + sigma * shock);
    }
    const text = level.toFixed(params.decimals);
    levels.push(text);
    level = Number(text);
  }
  return levels;
}

/** exp(uniform(log a, log b)): a start level spread evenly across orders of magnitude. */
export function logUniform(rng: Rng, low: number, high: number): number {
  return Math.exp(rng.between(Math.log(low), Math.log(high)));
}
