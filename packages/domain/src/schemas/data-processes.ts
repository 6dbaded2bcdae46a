import { z } from 'zod';
import { DATA_PROCESS_METHODS } from '../enums/content';
import { invalidInput, nameField, optionalText, writeObject } from './common';

/**
 * What a data process step imports into (§3 Data process step: dataset). Holdings are not a target
 * of their own: they follow from transactions (§4 Transaction effect on a holding). Market data
 * (closes, exchange rates, benchmark levels) is shared by every portal and written through the
 * market-data write functions, audited per change (issue 13; decisions in docs/decisions.md).
 */
export const DATA_PROCESS_DATASETS = [
  'transactions',
  'portfolios',
  'prices',
  'fx-rates',
  'benchmark-levels',
] as const;
export type DataProcessDataset = (typeof DATA_PROCESS_DATASETS)[number];

/** How a step's data is written: comma-separated values with a header row, or JSON. */
export const DATA_SOURCE_FORMATS = ['csv', 'json'] as const;
export type DataSourceFormat = (typeof DATA_SOURCE_FORMATS)[number];

/** Most steps in one process, and the largest inline dataset (1 MB of text). */
export const DATA_PROCESS_MAX_STEPS = 20;
export const DATA_INLINE_MAX_CHARS = 1_000_000;

const required = { error: 'validation.required_field' } as const;

/**
 * The dataset of a step (stored in its `dataset` jsonb): the target, the source format, the inline
 * data (when the step does not get its data from an API), where the rows sit in a JSON answer, a
 * POST body, and the column mapping from our field names to the source's field names (a field left
 * unmapped reads the source field of the same name).
 */
export const dataStepDatasetSchema = writeObject({
  target: z.enum(DATA_PROCESS_DATASETS, required),
  format: z.enum(DATA_SOURCE_FORMATS, required).default('csv'),
  content: z.string(invalidInput).max(DATA_INLINE_MAX_CHARS, 'validation.max_characters').optional(),
  /** Dotted path to the list of rows in a JSON answer, e.g. 'transactions'; empty = the answer itself. */
  rowsPath: z.string(invalidInput).trim().max(200, 'validation.max_characters').optional(),
  /** JSON body of a POST request. */
  body: z.string(invalidInput).max(100_000, 'validation.max_characters').optional(),
  mapping: z
    .record(
      z.string(invalidInput).max(100, 'validation.max_characters'),
      z.string(invalidInput).trim().max(200, 'validation.max_characters'),
      invalidInput,
    )
    .default({}),
});
export type DataStepDataset = z.output<typeof dataStepDatasetSchema>;

/** An http(s) address; anything else (file:, ftp:, javascript:) is refused before any fetch. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional text that may come back as null (as the API answers an empty one); null = none. */
const nullableText = optionalText.nullable().transform((value) => value || undefined);

/**
 * One step (§3 Data process step: getFromApi, method GET/POST, location, dataset). A step that gets
 * its data from an API needs an http(s) location; one that does not needs inline data.
 */
export const dataProcessStepSchema = writeObject({
  /** An existing step's id; a step without one is added. */
  id: z.uuid(invalidInput).optional(),
  name: nullableText,
  getFromApi: z.boolean(invalidInput).default(false),
  method: z.enum(DATA_PROCESS_METHODS, required).default('GET'),
  location: nullableText,
  dataset: dataStepDatasetSchema,
}).superRefine((step, ctx) => {
  if (step.getFromApi) {
    if (!step.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'validation.required_field' });
    else if (!isHttpUrl(step.location))
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'validation.url_invalid' });
  } else if (!step.dataset.content?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['dataset', 'content'], message: 'validation.required_field' });
  }
});
export type DataProcessStepInput = z.input<typeof dataProcessStepSchema>;
export type DataProcessStepWrite = z.output<typeof dataProcessStepSchema>;

/** The whole process as the data designer saves it: its name and its steps in order (§3 Data process). */
export const dataProcessDefinitionSchema = writeObject({
  name: nameField,
  steps: z.array(dataProcessStepSchema, invalidInput).max(DATA_PROCESS_MAX_STEPS, 'validation.max_value'),
});
export type DataProcessDefinitionInput = z.input<typeof dataProcessDefinitionSchema>;
export type DataProcessDefinition = z.output<typeof dataProcessDefinitionSchema>;
