import { z } from 'zod';
import { SUBMISSION_STEPS } from '../enums/content';
import { formStepsSchema } from '../forms/definition';
import { invalidInput, writeObject } from './common';

/**
 * Bodies of the forms API (§2 forms designer and wizard, §4 submission workflow). The form's
 * settings are the `forms` collection's fields, validated by that declaration's schema on the
 * server; the steps by the definition schema.
 */

/** PUT /api/forms/:formId/definition: the designer's Save (settings and steps in one write). */
export const saveFormDefinitionSchema = writeObject({
  settings: z.record(z.string(), z.unknown(), invalidInput).optional(),
  steps: formStepsSchema,
});
export type SaveFormDefinition = z.input<typeof saveFormDefinitionSchema>;

/** POST …/submissions: the wizard's values by field name, checked against the form's definition. */
export const submitFormSchema = writeObject({
  data: z.record(z.string(), z.unknown(), invalidInput),
});

/** POST …/submissions/:submissionId/step: the workflow move (§4). */
export const moveSubmissionSchema = writeObject({
  step: z.enum(SUBMISSION_STEPS, { error: 'validation.required_field' }),
});
