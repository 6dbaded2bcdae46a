/**
 * Random portfolios for the daily valuation's property tests (tests only): transactions of every
 * type in GBP, GBX, USD and EUR, daily closes with gaps, daily rates, a random span. Prices and
 * units are often round (72.5p × 3 units is a half penny) so that the exact fallbacks are exercised.
 */
import { addDays, dayNumber } from '../core/dates';
import type { EngineTransaction } from '../holdings/types';
import type { FxInput, PriceInput } from '../valuation/market';
import type { PropertyData } from '../valuation/property';
import type { DailyValuationInput } from './types';

export function random(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const QUOTES = ['GBP', 'GBX', 'USD', 'EUR'] as const;
const START = '2024-01-01';

export interface BookOptions {
  /** Always book a contribution first (cash tracked). */
  cashTracked?: boolean;
  /** Closes for every symbol on every day from the start (no trade-price fallback, no stale). */
  fullPrices?: boolean;
  /** Leave out localCcyAmount (reconcile has no such column). */
  noLocalAmounts?: boolean;
  /** No symbol is a direct property (reconcile values none from growth or price points). */
  noProperties?: boolean;
}

export function randomBook(seed: number, options: BookOptions = {}): DailyValuationInput {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const decimal = (max: number, decimals: number) => (next() * max).toFixed(decimals);
  const round = () =>
    next() < 0.5
      ? pick(['72.5', '100', '0.5', '1.25', '99.995', '10.05', '3.3333'])
      : decimal(500, pick([0, 1, 2, 4, 6]));
  const base = pick(['GBP', 'GBP', 'USD', 'EUR']);
  const span = 20 + Math.floor(next() * 60);
  const symbols = Array.from({ length: 1 + Math.floor(next() * 6) }, (_, i) => ({
    symbol: `S${i}`,
    quote: next() < 0.02 ? 'CHF' : pick(QUOTES), // CHF has no rate: the missing-rate error
  }));
  const held = new Map<string, number>();
  const transactions: EngineTransaction[] = [];
  const count = Math.floor(next() * 40);
  if (options.cashTracked) {
    transactions.push({
      date: START,
      type: 'Contribution',
      symbol: `CASH.${base}`,
      amount: '100000',
      currency: base,
    });
  }
  const offsets = Array.from({ length: count }, () => Math.floor(next() * span)).sort((a, b) => a - b);
  for (const offset of offsets) {
    const date = addDays(START, offset);
    const roll = next();
    const fee = next() < 0.3 ? decimal(20, 2) : undefined;
    if (roll < 0.2) {
      const currency = pick([base, base, 'USD', 'EUR', 'GBX']);
      const type = pick(['Contribution', 'Withdrawal', 'Dividend', 'Divident', 'Interest']);
      if (options.cashTracked === false && (type === 'Contribution' || type === 'Withdrawal')) continue;
      transactions.push({
        date,
        type,
        symbol: pick(symbols).symbol,
        amount: decimal(5000, pick([0, 2, 3])),
        currency,
        fee,
      });
      continue;
    }
    const { symbol, quote } = pick(symbols);
    const units = held.get(symbol) ?? 0;
    const sale = roll < 0.45 && units > 0;
    const amount = sale ? Math.max(1, Math.floor(units * next())) : 1 + Math.floor(next() * 300);
    const unitsText = next() < 0.2 && !sale ? `${amount - 1}.5` : String(amount);
    const quantity = Number(unitsText);
    if (quantity <= 0) continue;
    held.set(symbol, sale ? units - quantity : units + quantity);
    const price = round();
    const withValue = next() < 0.15;
    const local = !options.noLocalAmounts && quote !== base && next() < 0.1;
    transactions.push({
      date,
      type: sale ? 'Sale' : 'Purchase',
      symbol,
      amount: unitsText,
      price: withValue ? null : price,
      value: withValue ? decimal(20000, 2) : null,
      currency: quote,
      localCcyAmount: local ? decimal(20000, 2) : null,
      fee,
    });
  }
  const prices: PriceInput[] = [];
  for (const { symbol, quote } of symbols) {
    const first = options.fullPrices ? -5 : Math.floor(next() * span);
    for (let day = first; day < span + 10; day++) {
      if (!options.fullPrices && next() < 0.3) continue;
      const close = {
        symbol,
        date: addDays(START, day),
        price: round(),
        currency: next() < 0.1 ? '' : quote,
      };
      prices.push(close);
      if (next() < 0.05) prices.push({ ...close, price: round() }); // a duplicate day: the later row wins
    }
  }
  const fx: FxInput[] = [];
  for (let day = -5; day < span + 10; day++) {
    const date = addDays(START, day);
    if (next() < 0.2 && day > 0) continue;
    fx.push({ date, from: 'GBP', to: 'USD', rate: (1.1 + next() * 0.3).toFixed(pick([2, 4, 6])) });
    fx.push({ date, from: 'EUR', to: 'GBP', rate: (0.8 + next() * 0.1).toFixed(pick([2, 4])) });
  }
  // Random shuffle of the inputs: the engine must not depend on their order.
  const from = addDays(START, Math.floor(next() * span) - 3);
  const to = addDays(from, Math.floor(next() * span));
  const properties = options.noProperties
    ? null
    : randomProperties(
        symbols.map((s) => s.symbol),
        base,
        span,
        random(seed ^ 0x5bd1e995),
      );
  return {
    baseCurrency: base,
    accountCurrency: pick([null, base, 'USD', 'EUR', 'JPY']),
    properties,
    transactions: shuffleSameDay(transactions, next),
    prices: shuffle(prices, next),
    fx: shuffle(fx, next),
    from,
    to: dayNumber(to) < dayNumber(from) ? from : to,
  };
}

/**
 * Some symbols made direct properties (drawn from their own stream, so the rest of a seed's book
 * is the same): growth from a purchase date and value, price points with up to 3 decimals, or both,
 * in any currency (CHF has no rate); a few miss what would value them, or are not asset class
 * Property, or start after the line is first traded (those days fall back to closes or the trade).
 */
function randomProperties(
  symbols: readonly string[],
  base: string,
  span: number,
  next: () => number,
): PropertyData[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const day = () => addDays(START, Math.floor(next() * (span + 20)) - 10);
  const out: PropertyData[] = [];
  for (const symbol of symbols) {
    if (next() < 0.6) continue;
    const points = next() < 0.5 ? Math.floor(next() * 5) : 0;
    out.push({
      symbol,
      currency: next() < 0.03 ? 'CHF' : pick([base, base, 'GBP', 'USD', 'EUR']),
      assetClass: next() < 0.9 ? pick(['Property', 'property']) : 'Other',
      annualGrowth: next() < 0.7 ? (next() * 12 - 2).toFixed(pick([0, 2, 4])) : null,
      purchaseDate: next() < 0.9 ? day() : null,
      purchaseValue: next() < 0.9 ? (next() * 2_000_000).toFixed(pick([0, 2])) : null,
      pricePoints:
        points > 0
          ? Array.from({ length: points }, () => ({
              date: day(),
              value: (next() * 2_000_000).toFixed(pick([0, 2, 3])),
            }))
          : next() < 0.5
            ? []
            : null,
    });
  }
  return out;
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Rows of different days shuffled, rows of one day in their order. */
function shuffleSameDay(rows: EngineTransaction[], next: () => number): EngineTransaction[] {
  const days = new Map<string, EngineTransaction[]>();
  for (const row of rows) (days.get(row.date) ?? days.set(row.date, []).get(row.date)!).push(row);
  return shuffle([...days.values()], next).flat();
}
