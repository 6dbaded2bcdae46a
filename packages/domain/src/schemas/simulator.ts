import type { CalendarYearResult, DiscreteResult } from '../engine/performance/discrete';
import type { ReturnValue } from '../engine/core/result';

/** A model portfolio as the strategy simulator lists it (§3 Model portfolio and its risk profile). */
export interface SimulatorModel {
  id: string;
  name: string;
  /** The risk profile's name as entered with the model. */
  profile: string;
  /** Stock exposure band, percent figures as decimal strings. */
  min: string;
  max: string;
  avg: string;
  rebalance: string;
  /** The tactical band (§9) its min and max are, else null. */
  band: 'defensive' | 'cautious' | 'balanced' | 'growth' | null;
  /** Asset-class weights in percent (name/value pairs). */
  data: { name: string; value: string }[];
  riskProfile: { name: string; returns: string; factsheetUrl: string; riskLevel: number | null } | null;
}

export interface SimulatorModels {
  items: SimulatorModel[];
}

/** A model's simulated returns (engine simulatedReturns over asset-class returns, then discreteReturns). */
export interface ModelSimulationView {
  modelId: string;
  /** The asset classes simulated and their weights (fractions of 1). */
  weights: { name: string; weight: number }[];
  from: string | null;
  to: string | null;
  cumulative: ReturnValue;
  /** The benchmark's name (the risk profile's IA sector), null without one. */
  benchmark: string | null;
  points: { date: string; value: number; benchmark: number | null }[];
  periods: Pick<
    DiscreteResult,
    | 'period'
    | 'from'
    | 'to'
    | 'months'
    | 'portfolio'
    | 'benchmark'
    | 'portfolioAnnualised'
    | 'benchmarkAnnualised'
  >[];
  years: Pick<CalendarYearResult, 'year' | 'portfolio' | 'benchmark'>[];
}
