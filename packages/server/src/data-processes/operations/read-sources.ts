import { DataSourceError, parseSource, type MessageKey, type SourceRecord } from '@portal/domain';
import { fetchSource } from '../fetch-source';
import type { ImportConfig } from '../import-config';
import type { StepView } from './process-store';

/** A step's records, or why the step could not be read. */
export type StepSource =
  | { step: number; records: SourceRecord[]; error: null }
  | { step: number; records: null; error: { key: MessageKey; values: Record<string, string | number> } };

/**
 * Reads every step's data before the import's database transaction begins (no network wait while
 * rows are locked): the location's answer for a step that gets its data from an API, else the
 * inline data; then parsed in the step's format.
 */
export async function readSources(steps: readonly StepView[], config: ImportConfig): Promise<StepSource[]> {
  const sources: StepSource[] = [];
  for (const [index, step] of steps.entries()) {
    try {
      const text = step.getFromApi
        ? await fetchSource(
            { method: step.method, location: step.location ?? '', body: step.dataset.body },
            config,
          )
        : (step.dataset.content ?? '');
      sources.push({
        step: index,
        records: parseSource(text, step.dataset.format, step.dataset.rowsPath),
        error: null,
      });
    } catch (error) {
      if (!(error instanceof DataSourceError)) throw error;
      sources.push({ step: index, records: null, error: { key: error.key, values: error.values } });
    }
  }
  return sources;
}
