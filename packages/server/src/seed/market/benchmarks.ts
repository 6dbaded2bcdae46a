import { IA_BENCHMARK_SECTORS, type IaBenchmarkSector } from '@portal/domain';
import type { Rng } from '../random';
import type { MarketDays } from './days';
import type { MarketFactors } from './series';

export interface BenchmarkSeries {
  id: string;
  name: IaBenchmarkSector;
  code: string;
  /** Index level per month index, starting at 100. */
  values: string[];
  /** Index level per trading day (the monthly levels on their anchors), as stored. */
  daily: string[];
}

/** Share of equities in each IA sector (the middle of its band), which sets how it moves. */
const EQUITY_SHARE: Record<IaBenchmarkSector, number> = {
  'IA Mixed Investment 0-35% Shares': 0.2,
  'IA Mixed Investment 20-60% Shares': 0.4,
  'IA Mixed Investment 40-85% Shares': 0.62,
  'IA Flexible Investment': 0.8,
};

const CODES: Record<IaBenchmarkSector, string> = {
  'IA Mixed Investment 0-35% Shares': 'ia-mixed-0-35',
  'IA Mixed Investment 20-60% Shares': 'ia-mixed-20-60',
  'IA Mixed Investment 40-85% Shares': 'ia-mixed-40-85',
  'IA Flexible Investment': 'ia-flexible',
};

/** The equity share of the benchmark with this code, or undefined for a code the seed does not make. */
export function benchmarkEquityShare(code: string): number | undefined {
  const name = IA_BENCHMARK_SECTORS.find((sector) => CODES[sector] === code);
  return name === undefined ? undefined : EQUITY_SHARE[name];
}

/** Annual fund charges a sector average bears (~0.9 %), which is why it trails its asset mix. */
const ANNUAL_CHARGES = 0.009;

/**
 * One period's growth factor of a sector average with `equityShare` in equities: equities returning
 * 7 % a year at 15 % volatility, bonds 2 % at 5 %, less charges, plus a little noise of its own. The
 * shocks are standard normal; `periodsPerYear` is 12 for the seed's months, 252 for trading days.
 */
export function benchmarkGrowth(
  equityShare: number,
  shocks: { equity: number; bond: number; own: number },
  periodsPerYear: number,
): number {
  const equity = 0.07 / periodsPerYear + (0.15 / Math.sqrt(periodsPerYear)) * shocks.equity;
  const bonds = 0.02 / periodsPerYear + (0.05 / Math.sqrt(periodsPerYear)) * shocks.bond;
  const ownVolatility = 0.002 * Math.sqrt(12 / periodsPerYear);
  return (
    1 +
    equityShare * equity +
    (1 - equityShare) * bonds -
    ANNUAL_CHARGES / periodsPerYear +
    ownVolatility * shocks.own
  );
}

/**
 * The four IA sector averages of §9 as monthly index levels: a blend of the same equity and bond
 * shocks that drive the instruments, so portfolios and their benchmarks move together on charts.
 */
export function buildBenchmarks(rng: Rng, factors: MarketFactors, days: MarketDays): BenchmarkSeries[] {
  return IA_BENCHMARK_SECTORS.map((name) => {
    const own = rng.fork(CODES[name]);
    const w = EQUITY_SHARE[name];
    const values: string[] = [];
    let level = 100;
    for (let i = 0; i < factors.equity.length; i++) {
      if (i > 0) {
        level *= benchmarkGrowth(
          w,
          { equity: factors.equity[i]!, bond: factors.bond[i]!, own: own.normal() },
          12,
        );
      }
      const text = level.toFixed(4);
      values.push(text);
      level = Number(text);
    }
    const id = own.uuid();
    const daily = days.bridge(rng.fork(`${CODES[name]}/daily`), values, w * 0.15 + (1 - w) * 0.05, 4);
    return { id, name, code: CODES[name], values, daily };
  });
}
