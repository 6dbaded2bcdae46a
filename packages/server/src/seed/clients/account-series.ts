import type { SeedContext } from '../context';
import type { PortfolioPlan, SimulatedPortfolio } from '../portfolios/simulate';

/** The account's month-start values and flows: its portfolios' series in the account currency. */
export function accountSeries(
  ctx: SeedContext,
  results: { plan: PortfolioPlan; result: SimulatedPortfolio }[],
  currency: string,
): { startMonth: number; values: number[]; flows: number[] } {
  const { market } = ctx;
  const startMonth = Math.min(...results.map((r) => r.result.series.startMonth));
  const length = market.calendar.lastMonth - startMonth + 1;
  const values = new Array<number>(length).fill(0);
  const flows = new Array<number>(length).fill(0);
  for (const { plan, result } of results) {
    const offset = result.series.startMonth - startMonth;
    result.series.values.forEach((value, i) => {
      const rate = market.fx.rateNumber(
        plan.currency,
        currency,
        result.series.startMonth + i - market.calendar.firstMonth,
      );
      values[offset + i]! += value * rate;
      flows[offset + i]! += result.series.flows[i]! * rate;
    });
  }
  return { startMonth, values, flows };
}
