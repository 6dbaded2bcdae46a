import { z } from 'zod';
import {
  OBJECTIVES,
  PORTFOLIO_CURRENCIES,
  PORTFOLIO_REGIONS,
  PORTFOLIO_TYPES,
  normalizeObjective,
} from '../enums/portfolio';
import {
  activeField,
  writeObject,
  idList,
  idRef,
  invalidInput,
  nameField,
  optionalDate,
  optionalText,
  sliderField,
} from './common';

const required = { error: 'validation.required_field' } as const;

/** §3 objective; the forms' spelling 'Accummulation' is accepted and stored as 'Accumulation'. */
export const objectiveField = z
  .enum([...OBJECTIVES, 'Accummulation'], required)
  .transform((value) => normalizeObjective(value) ?? 'Accumulation');

/** Create or update a portfolio (§3 Portfolio; §5 name required, risk level and ESG rating 1-10). */
export const portfolioSchema = writeObject({
  name: nameField,
  /** The account the portfolio belongs to. */
  parentId: idRef().optional(),
  region: z.enum(PORTFOLIO_REGIONS, required).optional(),
  currency: z.enum(PORTFOLIO_CURRENCIES, required).optional(),
  inception: optionalDate,
  objective: objectiveField.optional(),
  riskLevel: sliderField.optional(),
  esgRating: sliderField.optional(),
  type: z.enum(PORTFOLIO_TYPES, required).optional(),
  riskProfile: optionalText,
  color: z
    .string(invalidInput)
    .regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid_input')
    .optional(),
  combinedAccounts: idList.optional(),
  owner_id: idRef().optional(),
  clientId: idRef().optional(),
  active: activeField,
});

export type PortfolioInput = z.input<typeof portfolioSchema>;
export type PortfolioWrite = z.output<typeof portfolioSchema>;
