import type { DataProcessDefinitionInput, DataProcessView, ImportResult } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../lib/api-client';

/** The data designer's API (/api/data-processes): paths, the query key and the fetchers in one place. */

export type DataStepView = DataProcessView['steps'][number];
export type ImportDatasetSummary = ImportResult['datasets'][number];
export type ImportRowError = ImportDatasetSummary['errors'][number];
export type { DataProcessView, ImportResult };

const path = (id: string) => `/data-processes/${encodeURIComponent(id)}`;

export const dataProcessQueryKey = (id: string) => ['data-processes', id] as const;

export const dataProcessQuery = (id: string) =>
  queryOptions({
    queryKey: dataProcessQueryKey(id),
    queryFn: () => apiFetch<DataProcessView>(path(id)),
  });

export function saveDataProcess(
  id: string,
  definition: DataProcessDefinitionInput,
): Promise<DataProcessView> {
  return apiFetch<DataProcessView>(path(id), { method: 'PUT', body: JSON.stringify(definition) });
}

/** What running the process would change; nothing is written. */
export function dryRunDataProcess(id: string): Promise<ImportResult> {
  return postJson<ImportResult>(`${path(id)}/dry-run`, {});
}

/** Runs the process: all or nothing (a refused row is a 400 'import_rejected' and nothing is written). */
export function runDataProcess(id: string): Promise<ImportResult> {
  return postJson<ImportResult>(`${path(id)}/run`, {});
}
