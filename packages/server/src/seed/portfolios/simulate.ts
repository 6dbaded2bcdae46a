import { MoneyDecimal, type BrandId, type Decimal } from '@portal/domain';
import { dayOf } from '../calendar';
import type { Market } from '../market/index';
import type { Rng } from '../random';
import { finalLines, holdingRows, type FinalLine, type HoldingRow } from './closing';
import { runEvent, scheduleEvents } from './events';
import { openPortfolio } from './opening';
import { PortfolioState, type PortfolioPlan } from './state';
import type { TransactionRow } from './trading';

export type { HoldingRow } from './closing';
export type { PortfolioPlan } from './state';

export interface SimulatedPortfolio {
  transactions: TransactionRow[];
  holdings: HoldingRow[];
  /** Value at the as-of date in the portfolio currency: the sum of the holdings' values. */
  value: Decimal;
  /** Value of each holding in the portfolio currency, for breakdowns (same order as holdings). */
  localValues: Decimal[];
  /** Estimated month-start values and net flows from the first month after inception to the as-of date (the account's figures). */
  series: { startMonth: number; values: number[]; flows: number[] };
}

/**
 * The whole life of one portfolio, from its first contribution to the as-of date: an opening
 * purchase of a risk-appropriate mix, then dated events (contributions, income, switches,
 * withdrawals), each closing at zero uninvested cash. Holdings are what the trades leave; their
 * values come from the as-of prices. Its daily valuations are the engine's (daily-series.ts).
 */
export function simulatePortfolio(
  market: Market,
  brand: BrandId,
  plan: PortfolioPlan,
  rng: Rng,
): SimulatedPortfolio {
  const state = new PortfolioState(market, brand, plan, rng);
  const { trader, inceptionMonth } = state;
  const asOfMonth = market.calendar.lastMonth;
  openPortfolio(state);
  const events = scheduleEvents(state);

  // Walk the months: events of a month, then an estimate of the value on the first of the next month.
  const series = { startMonth: inceptionMonth + 1, values: [] as number[], flows: [] as number[] };
  let next = 0;
  let finalValue = new MoneyDecimal(0);
  let finals: FinalLine[] = [];
  for (let month = inceptionMonth; month < asOfMonth; month++) {
    while (next < events.length && events[next]!.month === month) {
      const event = events[next++]!;
      runEvent(state, event.kind, dayOf(month, event.day), month);
    }
    const valuationMonth = month + 1;
    const flow = trader.flows.get(month) ?? 0;
    let value: string;
    if (valuationMonth === asOfMonth) {
      finals = finalLines(market, trader);
      finalValue = finals.reduce((sum, line) => sum.plus(line.local), new MoneyDecimal(0));
      value = finalValue.toFixed(2);
    } else {
      value = state.estimateValue(state.indexOf(valuationMonth)).toFixed(2);
    }
    series.values.push(Number(value));
    series.flows.push(flow);
  }

  return {
    transactions: trader.rows,
    holdings: holdingRows(market, trader, plan, finals),
    value: finalValue,
    localValues: finals.map((line) => line.local),
    series,
  };
}
