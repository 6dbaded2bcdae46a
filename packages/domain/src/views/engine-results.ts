import { z } from 'zod';
import { DISCRETE_PERIOD_MONTHS } from '../constants';
import type { ReturnValue } from '../engine/core/result';
import type { DiscretePeriod, DiscreteReturns } from '../engine/performance/discrete';
import type { MonthlyReturn } from '../engine/performance/monthly';
import type { PeriodResult } from '../engine/performance/periods';
import type { RollingPoint } from '../engine/performance/rolling';
import type { ValuedThrough } from '../engine/performance/valued-through';
import type { ReturnDrivers } from '../engine/returns/drivers';
import type { RangeTotal } from '../engine/transactions/charges';
import type { BreakdownSlice } from '../engine/valuation/breakdowns';
import type { BaseGain, ValuedHolding } from '../engine/valuation/types';
import type { CostsStatement } from '../reports/costs-statement';
import type { ReportSummary } from '../reports/report-summary';
import { returnValueSchema as returnValue } from './returns';

/**
 * The finance engine's results as the views answer them (issue 19): schemas of the engine's own
 * interfaces, which stay the engine's (its functions are typed by them). `sameShape` below fails
 * the typecheck when an interface and its schema part ways (a field added, dropped, made optional).
 */

/**
 * True when A and B accept the same values and name the same keys (an optional key left out of a
 * schema would still be mutually assignable, so the keys are compared too).
 */
export type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/** Compiles only when its argument is `true`: `sameShape<SameShape<Schema, Interface>>()`. */
export const sameShape = <Check extends true>(): Check | undefined => undefined;

/** Money, units, prices and weights: decimal strings, never floats. */
const decimal = z.string();
/** An ISO date (YYYY-MM-DD) on the wire. */
const isoDate = z.string();

/** A return over a period for the portfolio, its benchmark and the difference (§9). */
export function periodResultSchema<Key extends z.ZodType<string>>(period: Key) {
  return z.object({
    period,
    from: isoDate.nullable(),
    to: isoDate,
    portfolio: returnValue,
    benchmark: returnValue,
    relative: returnValue,
  });
}
sameShape<SameShape<z.infer<ReturnType<typeof periodResultSchema<z.ZodString>>>, PeriodResult>>();
// ReturnValue's computed branch says `reason?: undefined`, which the wire cannot: assignability only.
sameShape<
  [z.infer<typeof returnValue>] extends [ReturnValue]
    ? [ReturnValue] extends [z.infer<typeof returnValue>]
      ? true
      : false
    : false
>();

const DISCRETE_PERIODS = [
  ...(Object.keys(DISCRETE_PERIOD_MONTHS) as (keyof typeof DISCRETE_PERIOD_MONTHS)[]),
  'inception',
  'YTD',
] as const satisfies readonly DiscretePeriod[];

export const discreteReturnsSchema = z.object({
  periods: z.array(
    periodResultSchema(z.enum(DISCRETE_PERIODS)).extend({
      months: z.number(),
      portfolioAnnualised: returnValue,
      benchmarkAnnualised: returnValue,
    }),
  ),
  years: z.array(periodResultSchema(z.string()).extend({ year: z.number().int() })),
});
sameShape<SameShape<z.infer<typeof discreteReturnsSchema>, DiscreteReturns>>();
sameShape<
  SameShape<z.infer<typeof discreteReturnsSchema>['periods'][number], DiscreteReturns['periods'][number]>
>();
sameShape<
  SameShape<z.infer<typeof discreteReturnsSchema>['years'][number], DiscreteReturns['years'][number]>
>();

export const monthlyReturnSchema = z.object({
  month: z.string(),
  date: isoDate,
  portfolio: z.number(),
  benchmark: z.number().nullable(),
});
sameShape<SameShape<z.infer<typeof monthlyReturnSchema>, MonthlyReturn>>();

export const rollingPointSchema = z.object({ date: isoDate, portfolio: returnValue, benchmark: returnValue });
sameShape<SameShape<z.infer<typeof rollingPointSchema>, RollingPoint>>();

export const returnDriversSchema = z.object({
  change: decimal,
  netFlows: decimal,
  income: decimal,
  fees: decimal,
  currency: decimal,
  market: decimal,
});
sameShape<SameShape<z.infer<typeof returnDriversSchema>, ReturnDrivers>>();

export const valuedThroughSchema = z.object({ date: isoDate, behind: z.boolean() });
sameShape<SameShape<z.infer<typeof valuedThroughSchema>, ValuedThrough>>();

export const breakdownSliceSchema = z.object({
  name: z.string(),
  value: decimal,
  weight: decimal.nullable(),
});
sameShape<SameShape<z.infer<typeof breakdownSliceSchema>, BreakdownSlice>>();

export const rangeTotalSchema = z.object({
  total: decimal,
  count: z.number().int(),
  by: z.record(z.string(), decimal),
});
sameShape<SameShape<z.infer<typeof rangeTotalSchema>, RangeTotal>>();

const baseGainSchema = z.object({ total: decimal, market: decimal, currency: decimal });
sameShape<SameShape<z.infer<typeof baseGainSchema>, BaseGain>>();

/** An optional text column of a holding line: absent, null or text. */
const column = z.string().nullable().optional();

/** A holding valued on a date (the engine's ValuedHolding): its line, price, values and return. */
export const valuedHoldingSchema = z.object({
  symbol: z.string(),
  name: column,
  units: decimal,
  cost: column,
  currency: z.string(),
  assetClass: column,
  sector: column,
  region: column,
  type: column,
  substrategy: column,
  vintage: column,
  annualGrowth: column,
  pricePoints: z
    .array(z.object({ date: isoDate, value: decimal }))
    .readonly()
    .nullable()
    .optional(),
  purchaseDate: column,
  purchaseValue: column,
  price: decimal.nullable(),
  priceDate: isoDate,
  value: decimal,
  valueBase: decimal,
  return: returnValue,
  costBase: decimal.nullable(),
  gainBase: baseGainSchema.nullable(),
});
sameShape<SameShape<z.infer<typeof valuedHoldingSchema>, ValuedHolding>>();

export const reportSummarySchema = z.object({
  opening: decimal,
  closing: decimal,
  netFlows: decimal,
  income: decimal,
  fees: decimal,
  change: decimal,
  gain: decimal,
});
sameShape<SameShape<z.infer<typeof reportSummarySchema>, ReportSummary>>();

const costFigureSchema = z.object({ amount: decimal, share: decimal.nullable() });

export const costsStatementSchema = z.object({
  from: isoDate,
  to: isoDate,
  valuedDays: z.number().int(),
  averageValue: decimal.nullable(),
  lines: z.array(
    costFigureSchema.extend({
      key: z.enum(['ongoingCharges', 'platformFee', 'adviceFee', 'otherServiceFees', 'transactionCosts']),
      group: z.enum(['product', 'service', 'transaction']),
      basis: z.enum(['charged', 'accrued']),
    }),
  ),
  product: costFigureSchema,
  service: costFigureSchema,
  transaction: costFigureSchema,
  total: costFigureSchema,
  effect: z.object({ before: costFigureSchema, after: costFigureSchema }).nullable(),
});
sameShape<SameShape<z.infer<typeof costsStatementSchema>, CostsStatement>>();
sameShape<
  SameShape<z.infer<typeof costsStatementSchema>['lines'][number], CostsStatement['lines'][number]>
>();
