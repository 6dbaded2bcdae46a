import {
  dataProcessDefinitionSchema,
  fieldErrors,
  type DataProcessDataset,
  type DataProcessDefinitionInput,
  type DataProcessMethod,
  type DataSourceFormat,
} from '@portal/domain';

import type { DataProcessView, DataStepView } from './data-process-api';

/** A step as the designer edits it: every text a string, so inputs stay controlled. */
export interface StepDraft {
  /** The stored id, or a local one (`new-…`) until the first save. */
  key: string;
  id: string | null;
  name: string;
  getFromApi: boolean;
  method: DataProcessMethod;
  location: string;
  target: DataProcessDataset;
  format: DataSourceFormat;
  content: string;
  rowsPath: string;
  body: string;
  mapping: Record<string, string>;
}

export interface ProcessDraft {
  name: string;
  steps: StepDraft[];
}

let counter = 0;
const localKey = () => `new-${(counter += 1)}`;

export function newStep(): StepDraft {
  return {
    key: localKey(),
    id: null,
    name: '',
    getFromApi: false,
    method: 'GET',
    location: '',
    target: 'transactions',
    format: 'csv',
    content: '',
    rowsPath: '',
    body: '',
    mapping: {},
  };
}

function stepDraft(step: DataStepView): StepDraft {
  return {
    key: step.id,
    id: step.id,
    name: step.name ?? '',
    getFromApi: step.getFromApi,
    method: step.method,
    location: step.location ?? '',
    target: step.dataset.target,
    format: step.dataset.format,
    content: step.dataset.content ?? '',
    rowsPath: step.dataset.rowsPath ?? '',
    body: step.dataset.body ?? '',
    mapping: { ...step.dataset.mapping },
  };
}

export function processDraft(process: DataProcessView): ProcessDraft {
  return { name: process.name, steps: process.steps.map(stepDraft) };
}

/** What the save sends: blanks left out, the mapping without empty entries, the rest by switch. */
export function toDefinition(draft: ProcessDraft): DataProcessDefinitionInput {
  return {
    name: draft.name,
    steps: draft.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      ...(step.name.trim() ? { name: step.name } : {}),
      getFromApi: step.getFromApi,
      method: step.method,
      ...(step.getFromApi && step.location.trim() ? { location: step.location } : {}),
      dataset: {
        target: step.target,
        format: step.format,
        ...(!step.getFromApi ? { content: step.content } : {}),
        ...(step.format === 'json' && step.rowsPath.trim() ? { rowsPath: step.rowsPath } : {}),
        ...(step.getFromApi && step.method === 'POST' && step.body.trim() ? { body: step.body } : {}),
        mapping: Object.fromEntries(
          Object.entries(step.mapping).filter(([, source]) => source.trim() !== ''),
        ),
      },
    })),
  };
}

/**
 * The draft checked with the server's own schema: message keys by path ('name',
 * 'steps.0.location', 'steps.1.dataset.content'), first problem per path.
 */
export function draftErrors(draft: ProcessDraft): Record<string, string> {
  const result = dataProcessDefinitionSchema.safeParse(toDefinition(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const error of fieldErrors(result.error)) errors[error.path] ??= error.key;
  return errors;
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
