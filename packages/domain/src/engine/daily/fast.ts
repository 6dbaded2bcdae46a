import { valueDailyReference } from './reference';
import type { DailyValuation, DailyValuationInput } from './types';

/** The daily valuation, fast path (for now the reference; same answers to the penny). */
export function valueDaily(input: DailyValuationInput): DailyValuation {
  return valueDailyReference(input);
}
