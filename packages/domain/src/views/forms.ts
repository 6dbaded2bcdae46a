import { z } from 'zod';
import { pageOf } from './page';

/**
 * The forms' answers (§2 forms designer, processes, submissions; §3 Process): declared once for the
 * server. A form's settings and steps travel as stored JSON objects (the designer's definition
 * schema checks them on the way in); the web reads them as FormStepDefinition.
 */

/** A form with its steps, as the designer reads and saves it. */
export const formDefinitionAnswerSchema = z.object({
  form: z.record(z.string(), z.unknown()),
  steps: z.array(z.record(z.string(), z.unknown())),
});

/** The viewer's last submission of a process's form, or null. */
const lastSubmission = z.object({ id: z.string(), step: z.string(), createdAt: z.date() }).nullable();

/** A process as the portal's list shows it. */
export const processSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  formId: z.string(),
  formName: z.string(),
  description: z.string().nullable(),
  single: z.boolean(),
  submission: lastSubmission,
});
export type ProcessSummaryRow = z.infer<typeof processSummarySchema>;
export const processSummaryPageSchema = pageOf(processSummarySchema);

/** A process's form to fill (internal fields removed for non-admins, §2) and the viewer's last submission. */
export const processFormSchema = z.object({
  process: z.object({ id: z.string(), name: z.string(), single: z.boolean() }),
  form: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    endMessage: z.string(),
    steps: z.array(z.record(z.string(), z.unknown())),
  }),
  submission: lastSubmission,
  alreadySubmitted: z.boolean(),
});

/** A submission made: its id, its first workflow step and the form's end message. */
export const formSubmittedSchema = z.object({ id: z.string(), step: z.string(), endMessage: z.string() });

/** A submission as the list shows it. */
export const submissionSummarySchema = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  step: z.string(),
  createdAt: z.date(),
  createdName: z.string().nullable(),
  /** The steps the viewer may move it to (§4, decision 30); empty for its submitter. */
  moves: z.array(z.string()),
});
export const submissionSummaryPageSchema = pageOf(submissionSummarySchema);

/** One submission with its answers and its form's fields (labels for the answers). */
export const submissionDetailSchema = submissionSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
  steps: z.array(z.record(z.string(), z.unknown())),
});

/** A submission after a workflow move. */
export const submissionMovedSchema = z.object({ id: z.string(), step: z.string() });
