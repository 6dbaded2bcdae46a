import { addDays, isWeekday } from '@portal/domain';
import { benchmarkGrowth } from '../seed/market/benchmarks';
import { dailyVolatility } from '../seed/market/daily-closes';
import { FX_EQUITY_BETA, fxVolatility } from '../seed/market/fx';
import { Rng } from '../seed/random';

/**
 * The demo market's next days: each weekday's move drawn from a generator seeded by the line and
 * the date alone, so every process continuing the same stored close writes the same closes (no
 * Math.random). Common daily equity and bond shocks make lines, currencies and benchmarks move
 * together, as the seed's monthly factors do.
 */

const TRADING_DAYS = 252;

/** The day's common shocks (standard normal), the same for every line. */
function dayFactors(date: string): { equity: number; bond: number } {
  const rng = new Rng(`demo-market/factors/${date}`);
  return { equity: rng.normal(), bond: rng.normal() };
}

/** How a sector follows the common shocks (the seed's betas: bond funds on bonds, the rest on equities). */
function loadings(sector: string | null): { equity: number; bond: number } {
  if (sector === 'Cash') return { equity: 0, bond: 0 };
  if (sector === 'Fixed Interest') return { equity: 0.1, bond: 0.85 };
  return { equity: 0.8, bond: 0 };
}

const ownShock = (label: string) => new Rng(`demo-market/${label}`).normal();

/** Decimals that keep about six significant digits: 4 for ordinary prices, up to 8 for tiny ones. */
function decimalsFor(value: number, least: number): number {
  const magnitude = Math.floor(Math.log10(value));
  return Math.min(8, Math.max(least, 5 - magnitude));
}

/**
 * Weekday values after `last.date` up to `until`, each from the one before through `step`, rounded
 * as stored (the next step starts from exactly what the table will hold).
 */
export function continueSeries(
  last: { date: string; value: string },
  until: string,
  step: (previous: number, date: string) => number,
  leastDecimals: number,
): { date: string; value: string }[] {
  const out: { date: string; value: string }[] = [];
  let previous = Number(last.value);
  if (!(previous > 0)) return out;
  for (let date = addDays(last.date, 1); date <= until; date = addDays(date, 1)) {
    if (!isWeekday(date)) continue;
    const next = step(previous, date);
    const text = next.toFixed(decimalsFor(next, leastDecimals));
    out.push({ date, value: text });
    previous = Number(text);
  }
  return out;
}

/** A security's close: log-normal, with the seed's daily volatility for its sector. */
export function closeStep(symbol: string, sector: string | null) {
  const sigma = dailyVolatility(sector ?? '') / Math.sqrt(TRADING_DAYS);
  const beta = loadings(sector);
  const own = Math.sqrt(Math.max(0, 1 - beta.equity ** 2 - beta.bond ** 2));
  return (previous: number, date: string) => {
    const factors = dayFactors(date);
    const shock =
      beta.equity * factors.equity + beta.bond * factors.bond + own * ownShock(`${symbol}/${date}`);
    return previous * Math.exp(-(sigma ** 2) / 2 + sigma * shock);
  };
}

/** A currency's log move against sterling on `date` (0 for sterling itself). */
function moveAgainstSterling(currency: string, date: string): number {
  if (currency === 'GBP') return 0;
  const sigma = fxVolatility(currency) / Math.sqrt(TRADING_DAYS);
  const own = Math.sqrt(1 - FX_EQUITY_BETA ** 2);
  return sigma * (FX_EQUITY_BETA * dayFactors(date).equity + own * ownShock(`fx/${currency}/${date}`));
}

/**
 * 1 `from` in `to`: both currencies move against sterling, so GBP/USD and USD/GBP move exactly
 * inversely and cross rates stay consistent with the sterling ones.
 */
export function rateStep(from: string, to: string) {
  return (previous: number, date: string) =>
    previous * Math.exp(moveAgainstSterling(to, date) - moveAgainstSterling(from, date));
}

/** A sector average's level, `equityShare` in equities (the seed's benchmark mix, day by day). */
export function levelStep(code: string, equityShare: number) {
  return (previous: number, date: string) => {
    const factors = dayFactors(date);
    return (
      previous *
      benchmarkGrowth(
        equityShare,
        { equity: factors.equity, bond: factors.bond, own: ownShock(`benchmark/${code}/${date}`) },
        TRADING_DAYS,
      )
    );
  };
}
