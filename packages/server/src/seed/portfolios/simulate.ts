import { MoneyDecimal, type BrandId, type Decimal } from '@portal/domain';
import type { portfolioValuations } from '../../db/schema/index';
import { at, dayOf, monthStart } from '../calendar';
import type { Market } from '../market/index';
import type { Rng } from '../random';
import { finalLines, holdingRows, type FinalLine, type HoldingRow } from './closing';
import { runEvent, scheduleEvents } from './events';
import { openPortfolio } from './opening';
import { PortfolioState, type PortfolioPlan } from './state';
import type { TransactionRow } from './trading';

export type { HoldingRow } from './closing';
export type { PortfolioPlan } from './state';
export type ValuationRow = typeof portfolioValuations.$inferInsert;

export interface SimulatedPortfolio {
  transactions: TransactionRow[];
  holdings: HoldingRow[];
  valuations: ValuationRow[];
  /** Value at the as-of date in the portfolio currency: the sum of the holdings' values. */
  value: Decimal;
  /** Value of each holding in the portfolio currency, for breakdowns (same order as holdings). */
  localValues: Decimal[];
  /** Month-start values and net flows from the first month after inception to the as-of date. */
  series: { startMonth: number; values: number[]; flows: number[] };
}

/**
 * The whole life of one portfolio, from its first contribution to the as-of date: an opening
 * purchase of a risk-appropriate mix, then dated events (contributions, income, switches,
 * withdrawals), each closing at zero uninvested cash, and a valuation on the first of every month.
 * Holdings are what the trades leave; their values come from the as-of prices.
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

  // Walk the months: events of a month, then the valuation on the first of the next month.
  const valuations: ValuationRow[] = [];
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
    valuations.push({
      id: rng.uuid(),
      createdAt: at(monthStart(valuationMonth)),
      portalId: plan.portalId,
      portfolioId: plan.id,
      date: monthStart(valuationMonth),
      value,
      netFlow: flow.toFixed(2),
    });
  }

  return {
    transactions: trader.rows,
    holdings: holdingRows(market, trader, plan, finals),
    valuations,
    value: finalValue,
    localValues: finals.map((line) => line.local),
    series,
  };
}
