import type { ReturnDrivers } from '../engine/returns/drivers';
import { moneyToString, sumMoney, toDecimal } from '../money';

/** The period's summary of a report: opening and closing value, flows, income, fees and the change. */
export interface ReportSummary {
  opening: string;
  closing: string;
  netFlows: string;
  income: string;
  fees: string;
  /** Closing minus opening. */
  change: string;
  /** What the investments earned: the change less the net flows. */
  gain: string;
}

/**
 * A summary from the drivers of the period's performance (one portfolio's, or several in one
 * currency, added exactly). `closing` is the last valuation of the period; the opening value is the
 * closing value less the change, so the lines always add up.
 */
export function reportSummary(
  parts: readonly { closing: string; drivers: ReturnDrivers | null }[],
): ReportSummary {
  const add = (pick: (d: ReturnDrivers) => string) =>
    sumMoney(parts.map((p) => (p.drivers ? toDecimal(pick(p.drivers)) : toDecimal('0'))));
  const closing = sumMoney(parts.map((p) => p.closing));
  const change = add((d) => d.change);
  const netFlows = add((d) => d.netFlows);
  return {
    opening: moneyToString(closing.minus(change)),
    closing: moneyToString(closing),
    netFlows: moneyToString(netFlows),
    income: moneyToString(add((d) => d.income)),
    fees: moneyToString(add((d) => d.fees)),
    change: moneyToString(change),
    gain: moneyToString(change.minus(netFlows)),
  };
}
