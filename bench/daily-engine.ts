// Daily valuation speed (issue 13 item 5): a portfolio valued every day for five years from its
// transactions, daily closes and rates, then its time- and money-weighted figures. Two deterministic
// books: (a) 1,900 activities in 40 symbols, (b) 14,400 activities in 250 symbols, both cash tracked
// in GBP with lines in GBP, GBX, USD and EUR. Prints the median of valueDaily + dailyPerformance
// (goals: (a) under 20 ms, (b) under 150 ms and 300 MB), the decimal reference once, peak memory,
// and re-valuing from five years back against from yesterday, and from the closes and rates as columns
// (decision 114, as a revaluation hands them over). Each book runs in a process of its
// own. One core: taskset -c 1 npx tsx bench/daily-engine.ts (BOOK=a or b for one; NO_REFERENCE=1).
import {
  addDays,
  dailyPerformance,
  valueDaily,
  valueDailyReference,
  type DailyValuationInput,
  type EngineTransaction,
  type FxInput,
  type PriceInput,
  columnsOfRows,
} from '@portal/domain';
import { random } from './random';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const START = '2021-11-26';
const END = '2026-11-26';
const QUOTES = ['GBP', 'GBX', 'USD', 'EUR'];

function weekdays(): string[] {
  const days: string[] = [];
  for (let date = START; date <= END; date = addDays(date, 1)) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) days.push(date);
  }
  return days;
}

/** A book of `activities` rows over five years in `symbols` symbols, with their closes and rates. */
export function book(activities: number, symbols: number, seed: number): DailyValuationInput {
  const next = random(seed);
  const days = weekdays();
  const names = Array.from({ length: symbols }, (_, i) => ({ symbol: `SYM${i}`, quote: QUOTES[i % 4]! }));
  const level = names.map(() => 50 + next() * 200);
  const prices: PriceInput[] = [];
  const fx: FxInput[] = [];
  let usd = 1.25;
  let eur = 0.86;
  const closes = new Map<string, number[]>();
  days.forEach((date, d) => {
    usd *= 1 + (next() - 0.5) * 0.01;
    eur *= 1 + (next() - 0.5) * 0.01;
    fx.push({ date, from: 'GBP', to: 'USD', rate: usd.toFixed(6) });
    fx.push({ date, from: 'EUR', to: 'GBP', rate: eur.toFixed(6) });
    names.forEach(({ symbol, quote }, i) => {
      level[i]! *= 1 + (next() - 0.49) * 0.03;
      prices.push({ symbol, date, price: level[i]!.toFixed(4), currency: quote });
      (closes.get(symbol) ?? closes.set(symbol, []).get(symbol)!)[d] = level[i]!;
    });
  });
  const held = new Map<string, number>();
  const transactions: EngineTransaction[] = [];
  for (let i = 0; i < activities; i++) {
    const d = Math.floor((i / activities) * days.length);
    const date = days[d]!;
    const roll = next();
    const { symbol, quote } = names[Math.floor(next() * symbols)]!;
    const units = held.get(symbol) ?? 0;
    if (i % 20 === 0) {
      transactions.push({
        date,
        type: 'Contribution',
        symbol: 'CASH.GBP',
        amount: '25000.00',
        currency: 'GBP',
      });
    } else if (roll < 0.1 && units > 0) {
      transactions.push({
        date,
        type: 'Dividend',
        symbol,
        amount: (units * 0.02).toFixed(2),
        currency: 'GBP',
      });
    } else if (roll < 0.3 && units > 0) {
      const sold = Math.max(1, Math.floor(units * next() * 0.5));
      held.set(symbol, units - sold);
      const price = closes.get(symbol)![d]!;
      transactions.push({
        date,
        type: 'Sale',
        symbol,
        amount: String(sold),
        price: price.toFixed(4),
        currency: quote,
        fee: '9.95',
      });
    } else {
      const bought = 1 + Math.floor(next() * 100);
      held.set(symbol, units + bought);
      const price = closes.get(symbol)![d]!;
      transactions.push({
        date,
        type: 'Purchase',
        symbol,
        amount: String(bought),
        price: price.toFixed(4),
        currency: quote,
        fee: '9.95',
      });
    }
  }
  return { baseCurrency: 'GBP', accountCurrency: 'EUR', transactions, prices, fx, from: START, to: END };
}

/** The book with its closes and rates as columns (one series a symbol or pair) instead of rows. */
function asColumns(input: DailyValuationInput): DailyValuationInput {
  // The closes have 4 decimals and the rates 6: written with 8, as the database gives them.
  const closes = columnsOfRows(
    input.prices,
    (p) => p.symbol,
    (p) => `${p.price}0000`,
    (p) => p.currency,
  );
  const rates = columnsOfRows(
    input.fx,
    (r) => `${r.from}/${r.to}`,
    (r) => `${r.rate}00`,
    () => '',
  );
  return {
    ...input,
    prices: [],
    fx: [],
    closes: [...closes].map(([symbol, series]) => ({ symbol, series })),
    rates: [...rates].map(([pair, series]) => ({
      from: pair.split('/')[0]!,
      to: pair.split('/')[1]!,
      series,
    })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Median wall and CPU time of `runs` calls (CPU beside wall: on a shared machine wall time includes waiting for a core). */
function time<T>(fn: () => T, runs: number): { median: number; cpu: number; best: number; result: T } {
  const times: number[] = [];
  const cpus: number[] = [];
  let result!: T;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = fn();
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  return { median: median(times), cpu: median(cpus), best: Math.min(...times), result };
}

const BOOKS = {
  a: { activities: 1900, symbols: 40, runs: 21, goal: '20 ms' },
  b: { activities: 14400, symbols: 250, runs: 9, goal: '150 ms and 300 MB' },
} as const;

const only = process.env.BOOK as keyof typeof BOOKS | undefined;
if (!only) {
  // One process per book, so that each peak RSS is its own.
  for (const key of Object.keys(BOOKS)) {
    spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: 'inherit',
      env: { ...process.env, BOOK: key },
    });
  }
} else if (only in BOOKS) measure(only);

function measure(key: keyof typeof BOOKS): void {
  const { activities, symbols, runs, goal } = BOOKS[key];
  const input = book(activities, symbols, activities);
  const inputsRss = process.memoryUsage().rss;
  const yesterday = addDays(END, -1);
  time(() => dailyPerformance(valueDaily(input).points, END), 3); // warm-up: compiled code, grown heap
  const full = time(() => {
    const { points } = valueDaily(input);
    return { points, figures: dailyPerformance(points, END).figures };
  }, runs);
  const valueOnly = time(() => valueDaily(input), runs);
  const performanceOnly = time(() => dailyPerformance(valueOnly.result.points, END), runs);
  const fromYesterday = time(() => valueDaily({ ...input, from: yesterday }), runs);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  // The same closes listed by symbol, then date (as `ORDER BY symbol, date` reads them).
  const bySymbol = {
    ...input,
    prices: [...input.prices].sort((a, b) =>
      a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : a.date < b.date ? -1 : 1,
    ),
  };
  const grouped = time(() => dailyPerformance(valueDaily(bySymbol).points, END), runs);
  const columnar = asColumns(input);
  const columns = time(() => valueDaily(columnar), runs);
  const sameColumns = JSON.stringify(columns.result) === JSON.stringify(valueOnly.result);
  const reference = process.env.NO_REFERENCE ? undefined : time(() => valueDailyReference(input), 1);
  const same = reference && JSON.stringify(reference.result) === JSON.stringify(valueOnly.result);
  const { figures } = full.result;
  const ms = (t: { median: number; cpu: number }) => `${t.median.toFixed(1)} ms (CPU ${t.cpu.toFixed(1)} ms)`;
  console.log(
    `(${key}) ${activities.toLocaleString('en-GB')} activities, ${symbols} symbols, ${input.prices.length.toLocaleString('en-GB')} closes, ${full.result.points.length} daily points (load average ${loadavg()[0]!.toFixed(1)}):\n` +
      `    valueDaily + dailyPerformance: median ${ms(full)}, best ${full.best.toFixed(1)} ms of ${runs} (goal under ${goal})\n` +
      `    of which valueDaily ${ms(valueOnly)}, dailyPerformance ${ms(performanceOnly)}\n` +
      `    closes listed by symbol then date: median ${ms(grouped)}\n` +
      `    valueDaily from closes and rates as columns (decision 114): median ${ms(columns)}; same points: ${sameColumns}\n` +
      `    re-valuing from five years back ${ms(valueOnly)}, from yesterday ${ms(fromYesterday)} (${fromYesterday.result.points.length} points)\n` +
      `    peak RSS ${mb(peakRss)}, of which the inputs ${mb(inputsRss)} before any valuation\n` +
      (reference
        ? `    decimal reference once: ${reference.median.toFixed(0)} ms (CPU ${reference.cpu.toFixed(0)} ms), peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}; same points as valueDaily: ${same}\n`
        : '') +
      `    last point ${figures.validTo} £${full.result.points.at(-1)!.value}, since inception ${((figures.sinceInception ?? NaN) * 100).toFixed(2)} %, XIRR ${((figures.xirr ?? NaN) * 100).toFixed(2)} %`,
  );
}
