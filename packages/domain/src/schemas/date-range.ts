import { z } from 'zod';
import { invalidInput, requiredDate } from './common';

/** §5 date filter: a custom range needs a valid range, from on or before to ('date_range_invalid'). */
export const dateRangeSchema = z
  .object(
    {
      from: requiredDate('validation.date_range_invalid'),
      to: requiredDate('validation.date_range_invalid'),
    },
    invalidInput,
  )
  .refine((range) => range.from <= range.to, { message: 'validation.date_range_invalid', path: ['to'] });

export type DateRange = z.output<typeof dateRangeSchema>;
