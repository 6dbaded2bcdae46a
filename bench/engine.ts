// Finance engine speed (issue 4 figures): replaying 1,000,000 transactions into holdings (goal under
// 1 s), and every performance period and discrete year of one portfolio with 10 years of daily
// values (goal under 2 ms, median of many runs). Usage: npx tsx bench/engine.ts [transactions]
import {
  discreteReturns,
  performancePeriods,
  readCumulativeSeries,
  replayTransactions,
  type CumulativePoint,
  type EngineTransaction,
} from '@portal/domain';
import { random } from './random';

const count = Number(process.argv[2] ?? 1_000_000);

/** Transactions like the seed's: trades in 200 symbols (a third in pence), income, flows. */
function transactions(n: number): EngineTransaction[] {
  const next = random(42);
  const held = new Map<string, number>();
  const out: EngineTransaction[] = [];
  for (let i = 0; i < n; i++) {
    const date = new Date(Date.UTC(2015, 0, 1 + Math.floor((i / n) * 3650))).toISOString().slice(0, 10);
    const symbol = `SYM${Math.floor(next() * 200)}`;
    const currency = symbol.endsWith('0') || symbol.endsWith('3') ? 'GBX' : 'GBP';
    const roll = next();
    const units = held.get(symbol) ?? 0;
    if (roll < 0.1) {
      out.push({
        date,
        type: roll < 0.07 ? 'Contribution' : 'Dividend',
        symbol: 'CASH.GBP',
        amount: '250.00',
      });
    } else if (roll < 0.35 && units > 0) {
      const sold = Math.max(1, Math.floor(units * next()));
      held.set(symbol, units - sold);
      out.push({
        date,
        type: 'Sale',
        symbol,
        amount: String(sold),
        price: (50 + next() * 100).toFixed(4),
        currency,
      });
    } else {
      const bought = 1 + Math.floor(next() * 500);
      held.set(symbol, units + bought);
      out.push({
        date,
        type: 'Purchase',
        symbol,
        amount: String(bought),
        price: (50 + next() * 100).toFixed(4),
        currency,
        fee: '9.95',
      });
    }
  }
  return out;
}

/** 10 years of daily points (weekdays), cumulative percent figures with a benchmark. */
function dailySeries(): CumulativePoint[] {
  const next = random(7);
  const points: CumulativePoint[] = [];
  let portfolio = 1;
  let benchmark = 1;
  for (let day = 0; day < 3653; day++) {
    const date = new Date(Date.UTC(2015, 0, 1 + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    portfolio *= 1 + (next() - 0.49) * 0.02;
    benchmark *= 1 + (next() - 0.49) * 0.015;
    points.push({
      date: date.toISOString().slice(0, 10),
      portfolio: (portfolio - 1) * 100,
      benchmark: (benchmark - 1) * 100,
    });
  }
  return points;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows = transactions(count);
const replayTimes: number[] = [];
const cpuTimes: number[] = [];
let open = 0;
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  open = replayTransactions(rows).holdings.length;
  const used = process.cpuUsage(cpu);
  replayTimes.push(performance.now() - started);
  cpuTimes.push((used.user + used.system) / 1000);
}
// CPU time beside wall time: on a shared machine the wall time includes waiting for a core.
console.log(
  `replay ${count.toLocaleString('en-GB')} transactions into holdings: median ${median(replayTimes).toFixed(0)} ms, best ${Math.min(...replayTimes).toFixed(0)} ms of 5 runs, CPU median ${median(cpuTimes).toFixed(0)} ms (${open} open holdings; goal under 1000 ms)`,
);

const points = dailySeries();
const periodTimes: number[] = [];
let periods = 0;
for (let run = 0; run < 2000; run++) {
  const started = performance.now();
  const series = readCumulativeSeries(points);
  const discrete = discreteReturns(series);
  periods = performancePeriods(series).length + discrete.periods.length + discrete.years.length;
  if (run >= 200) periodTimes.push(performance.now() - started);
}
console.log(
  `performance periods and discrete years, ${points.length} daily points (10 years): median ${median(periodTimes).toFixed(3)} ms, p95 ${[...periodTimes].sort((a, b) => a - b)[Math.floor(periodTimes.length * 0.95)]!.toFixed(3)} ms over ${periodTimes.length} runs (${periods} figures; goal under 2 ms)`,
);
