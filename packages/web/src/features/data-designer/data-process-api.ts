import type {
  DataProcessDataset,
  DataProcessDefinitionInput,
  DataProcessMethod,
  DataStepDataset,
  FieldChange,
  PlanAction,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from '../../lib/api-client';

/** The data designer's API (/api/data-processes): paths, the query key and the fetchers in one place. */

export interface DataStepView {
  id: string;
  name: string | null;
  getFromApi: boolean;
  method: DataProcessMethod;
  location: string | null;
  dataset: DataStepDataset;
  order: number;
}

export interface DataProcessView {
  id: string;
  portalId: string;
  name: string;
  updatedAt: string | null;
  steps: DataStepView[];
}

export interface ImportRowError {
  step: number;
  row: number;
  field: string;
  key: string;
  message: string;
}

export interface ImportDatasetSummary {
  dataset: DataProcessDataset;
  creates: number;
  updates: number;
  unchanged: number;
  rejected: number;
  rows: {
    step: number;
    row: number;
    action: PlanAction;
    key: string;
    id: string | null;
    changes: FieldChange[];
  }[];
  errors: ImportRowError[];
}

export interface ImportResult {
  processId: string;
  mode: 'dry-run' | 'run';
  applied: boolean;
  totals: { creates: number; updates: number; unchanged: number; rejected: number };
  datasets: ImportDatasetSummary[];
  steps: {
    step: number;
    name: string | null;
    dataset: DataProcessDataset;
    rows: number;
    error: { key: string; message: string } | null;
  }[];
}

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
