import { z } from 'zod';
import type { CannotComputeReason } from '../engine/core/result';

/** The engine's reasons a return cannot be computed (engine/core/result.ts). */
const CANNOT_COMPUTE_REASONS = [
  'no_start_valuation',
  'zero_base',
  'insufficient_history',
  'no_root',
  'no_data',
  'missing_data',
  'not_valued',
] as const satisfies readonly CannotComputeReason[];

/** A return: a fraction, or null with the reason it cannot be computed (the engine's ReturnValue). */
export const returnValueSchema = z.union([
  z.object({ value: z.number() }),
  z.object({ value: z.null(), reason: z.enum(CANNOT_COMPUTE_REASONS) }),
]);
