import { z } from 'zod';
import { writeObject, invalidInput, nameField, requiredText } from './common';
import { requiredMoney, requiredPercent } from './money';

/** One asset-class weight of a model portfolio (§3 Model portfolio data: name/value pairs). */
export const modelAllocationSchema = writeObject({
  name: nameField,
  value: requiredMoney('validation.required_field'),
});

/**
 * Create or update a model portfolio (§3; §5 name, profile, min, max, avg and rebalance required).
 * min, max and avg are decimal strings (percent).
 */
export const modelPortfolioSchema = writeObject({
  name: nameField,
  /** The risk profile the model belongs to. */
  profile: requiredText('validation.required_field'),
  min: requiredPercent('validation.required_field'),
  max: requiredPercent('validation.required_field'),
  avg: requiredPercent('validation.required_field'),
  /** How often the model is rebalanced (e.g. 'Quarterly'). */
  rebalance: requiredText('validation.required_field'),
  data: z.array(modelAllocationSchema, invalidInput).optional(),
});

export type ModelPortfolioInput = z.input<typeof modelPortfolioSchema>;
export type ModelPortfolioWrite = z.output<typeof modelPortfolioSchema>;
