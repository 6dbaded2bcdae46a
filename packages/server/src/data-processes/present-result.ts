import { translateMessage, type Locale, type RowError } from '@portal/domain';
import type { ImportResult } from './operations/execute-process';

/** A row error as the API answers it: the key, its values and the text in the caller's language. */
export interface PresentedRowError extends RowError {
  message: string;
}

const messageOf = (error: { key: RowError['key']; values: RowError['values'] }, locale: Locale) =>
  translateMessage(error.key, locale, error.values);

/** The result with every error's message in `locale` (§5, §8 texts). */
export function presentResult(result: ImportResult, locale: Locale) {
  return {
    ...result,
    datasets: result.datasets.map((dataset) => ({
      ...dataset,
      errors: dataset.errors.map((error): PresentedRowError => ({
        ...error,
        message: messageOf(error, locale),
      })),
    })),
    steps: result.steps.map((step) => ({
      ...step,
      error: step.error ? { ...step.error, message: messageOf(step.error, locale) } : null,
    })),
  };
}

/**
 * The field errors of a refused run: `steps.{n}` for a step that could not be read, and
 * `steps.{n}.rows.{row}.{field}` for a refused row (n from 1, as the designer numbers steps).
 */
export function refusedFields(result: ImportResult, locale: Locale) {
  const steps = result.steps
    .filter((step) => step.error)
    .map((step) => ({ path: `steps.${step.step + 1}`, message: messageOf(step.error!, locale) }));
  const rows = result.datasets.flatMap((dataset) =>
    dataset.errors.map((error) => ({
      path: ['steps', error.step + 1, 'rows', error.row, error.field].filter((part) => part !== '').join('.'),
      message: messageOf(error, locale),
    })),
  );
  return [...steps, ...rows];
}
