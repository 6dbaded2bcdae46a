import type { z } from 'zod';
import { writeObject, nameField, requiredInteger } from './common';

/** Create or update a subscription plan (§3 Subscription; §5 name and both limits required). */
export const subscriptionSchema = writeObject({
  name: nameField,
  accountsLimit: requiredInteger('validation.required_field').min(0, 'validation.min_value'),
  advisorsLimit: requiredInteger('validation.required_field').min(0, 'validation.min_value'),
});

export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type SubscriptionWrite = z.output<typeof subscriptionSchema>;
