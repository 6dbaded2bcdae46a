import { z } from 'zod';
import { DATA_PROCESS_METHODS } from '../enums/content';
import { marketDataChangeSchema } from '../market-rows/admin-schemas';
import { DATA_PROCESS_DATASETS, dataStepDatasetSchema } from '../schemas/data-processes';

/** The data designer's answers (§2 /data-designer/{id}); the requests are in schemas/data-processes.ts. */

/** A data process with its ordered steps (§3 Data process and step). */
export const dataProcessViewSchema = z.object({
  id: z.string(),
  portalId: z.string(),
  name: z.string(),
  updatedAt: z.string().nullable(),
  steps: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      getFromApi: z.boolean(),
      method: z.enum(DATA_PROCESS_METHODS),
      location: z.string().nullable(),
      dataset: dataStepDatasetSchema,
      order: z.number().int(),
    }),
  ),
});
export type DataProcessView = z.infer<typeof dataProcessViewSchema>;

const rowError = z.object({
  step: z.number().int(),
  row: z.number().int(),
  field: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
const change = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
const counts = {
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
};
/** What a dry run would change, or what a run changed (all or nothing). */
export const importResultSchema = z.object({
  processId: z.string(),
  mode: z.enum(['dry-run', 'run']),
  applied: z.boolean(),
  totals: z.object(counts),
  datasets: z.array(
    z.object({
      dataset: z.enum(DATA_PROCESS_DATASETS),
      ...counts,
      rows: z.array(
        z.object({
          step: z.number().int(),
          row: z.number().int(),
          action: z.enum(['create', 'update', 'unchanged']),
          key: z.string(),
          id: z.string().nullable(),
          changes: z.array(change),
        }),
      ),
      errors: z.array(rowError),
    }),
  ),
  steps: z.array(
    z.object({
      step: z.number().int(),
      name: z.string().nullable(),
      dataset: z.enum(DATA_PROCESS_DATASETS),
      rows: z.number().int(),
      error: z
        .object({
          key: z.string(),
          values: z.record(z.string(), z.union([z.string(), z.number()])),
          message: z.string(),
        })
        .nullable(),
    }),
  ),
  change: marketDataChangeSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;
