import type { z } from 'zod';
import { writeObject, nameField, requiredText } from './common';
import { requiredMoney } from './money';

/** Create or update a risk profile (§3 Risk profile; §5 name, returns and factsheet url required). */
export const riskProfileSchema = writeObject({
  name: nameField,
  /** Expected returns, a decimal string (percent). */
  returns: requiredMoney('validation.required_field'),
  factsheetUrl: requiredText('validation.required_field'),
});

export type RiskProfileInput = z.input<typeof riskProfileSchema>;
export type RiskProfileWrite = z.output<typeof riskProfileSchema>;
