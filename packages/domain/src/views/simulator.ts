import { z } from 'zod';
import { returnValueSchema as returnValue } from './returns';

/** The strategy simulator's answers (§2 Strategy simulator, §3 Model portfolio, §7 risk comparison). */

/** A model portfolio as the strategy simulator lists it (§3 Model portfolio and its risk profile). */
export const simulatorModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The risk profile's name as entered with the model. */
  profile: z.string(),
  /** Stock exposure band, percent figures as decimal strings. */
  min: z.string(),
  max: z.string(),
  avg: z.string(),
  rebalance: z.string(),
  /** The tactical band (§9) its min and max are, else null. */
  band: z.enum(['defensive', 'cautious', 'balanced', 'growth']).nullable(),
  /** Asset-class weights in percent (name/value pairs). */
  data: z.array(z.object({ name: z.string(), value: z.string() })),
  riskProfile: z
    .object({
      name: z.string(),
      returns: z.string(),
      factsheetUrl: z.string(),
      riskLevel: z.number().nullable(),
    })
    .nullable(),
});
export type SimulatorModel = z.infer<typeof simulatorModelSchema>;

export const simulatorModelsSchema = z.object({ items: z.array(simulatorModelSchema) });
export type SimulatorModels = z.infer<typeof simulatorModelsSchema>;

/** A model's simulated returns (engine simulatedReturns over asset-class returns, then discreteReturns). */
export const modelSimulationSchema = z.object({
  modelId: z.string(),
  /** The asset classes simulated and their weights (fractions of 1). */
  weights: z.array(z.object({ name: z.string(), weight: z.number() })),
  from: z.string().nullable(),
  to: z.string().nullable(),
  cumulative: returnValue,
  /** The benchmark's name (the risk profile's IA sector), null without one. */
  benchmark: z.string().nullable(),
  points: z.array(z.object({ date: z.string(), value: z.number(), benchmark: z.number().nullable() })),
  periods: z.array(
    z.object({
      period: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      months: z.number(),
      portfolio: returnValue,
      benchmark: returnValue,
      portfolioAnnualised: returnValue,
      benchmarkAnnualised: returnValue,
    }),
  ),
  years: z.array(z.object({ year: z.number(), portfolio: returnValue, benchmark: returnValue })),
});
export type ModelSimulationView = z.infer<typeof modelSimulationSchema>;

/** The portal's risk comparison data as stored (the request is schemas/risk-comparison.ts). */
export const riskComparisonAnswerSchema = z.object({
  riskLevels: z.array(z.number()),
  assetClasses: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.number()),
      sectors: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
    }),
  ),
});
