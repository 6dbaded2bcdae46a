import {
  freeName,
  newField,
  newFieldset,
  newStep,
  type FormFieldDefinition,
  type FormFieldsetDefinition,
  type FormStepDefinition,
} from '@portal/domain';

/**
 * The designer's edits of a definition (steps → fieldsets → fields), as pure functions: each
 * returns a new list and leaves the old one alone, so React sees every change and the preview
 * starts over with it.
 */

export type Steps = FormStepDefinition[];
export type Direction = -1 | 1;

/** Moves item `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moved<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

function withStep(steps: Steps, s: number, change: (step: FormStepDefinition) => FormStepDefinition): Steps {
  return steps.map((step, i) => (i === s ? change(step) : step));
}

function withFieldset(
  steps: Steps,
  s: number,
  f: number,
  change: (fieldset: FormFieldsetDefinition) => FormFieldsetDefinition,
): Steps {
  return withStep(steps, s, (step) => ({
    ...step,
    fieldsets: step.fieldsets.map((fieldset, i) => (i === f ? change(fieldset) : fieldset)),
  }));
}

/** Every field name of the form (they must be unique: they key a submission's data). */
export const fieldNames = (steps: Steps) =>
  steps.flatMap((step) => step.fieldsets.flatMap((fieldset) => fieldset.fields.map((field) => field.name)));

export const addStep = (steps: Steps): Steps => [
  ...steps,
  newStep(
    freeName(
      'step',
      steps.map((step) => step.name),
    ),
  ),
];
export const removeStep = (steps: Steps, s: number): Steps => without(steps, s);
export const moveStep = (steps: Steps, s: number, d: Direction): Steps => moved(steps, s, d);
export const updateStep = (steps: Steps, s: number, patch: Partial<FormStepDefinition>): Steps =>
  withStep(steps, s, (step) => ({ ...step, ...patch }));

export const addFieldset = (steps: Steps, s: number): Steps =>
  withStep(steps, s, (step) => ({
    ...step,
    fieldsets: [
      ...step.fieldsets,
      newFieldset(
        freeName(
          'fieldset',
          step.fieldsets.map((f) => f.name),
        ),
      ),
    ],
  }));
export const removeFieldset = (steps: Steps, s: number, f: number): Steps =>
  withStep(steps, s, (step) => ({ ...step, fieldsets: without(step.fieldsets, f) }));
export const moveFieldset = (steps: Steps, s: number, f: number, d: Direction): Steps =>
  withStep(steps, s, (step) => ({ ...step, fieldsets: moved(step.fieldsets, f, d) }));
export const updateFieldset = (steps: Steps, s: number, f: number, patch: Partial<FormFieldsetDefinition>) =>
  withFieldset(steps, s, f, (fieldset) => ({ ...fieldset, ...patch }));

export const addField = (steps: Steps, s: number, f: number): Steps =>
  withFieldset(steps, s, f, (fieldset) => ({
    ...fieldset,
    fields: [...fieldset.fields, newField(freeName('field', fieldNames(steps)))],
  }));
export const removeField = (steps: Steps, s: number, f: number, i: number): Steps =>
  withFieldset(steps, s, f, (fieldset) => ({ ...fieldset, fields: without(fieldset.fields, i) }));
export const moveField = (steps: Steps, s: number, f: number, i: number, d: Direction): Steps =>
  withFieldset(steps, s, f, (fieldset) => ({ ...fieldset, fields: moved(fieldset.fields, i, d) }));

/** Changes some properties of a field; a property set to undefined is removed (not sent as null). */
export function updateField(
  steps: Steps,
  s: number,
  f: number,
  i: number,
  patch: Partial<FormFieldDefinition>,
): Steps {
  return withFieldset(steps, s, f, (fieldset) => ({
    ...fieldset,
    fields: fieldset.fields.map((field, index) => {
      if (index !== i) return field;
      const next: Record<string, unknown> = { ...field, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as FormFieldDefinition;
    }),
  }));
}

/**
 * A server field path ('steps.1.fieldsets.0.fields.2.name') as the designer shows it: which step,
 * fieldset and field, numbered from one.
 */
export function describePath(path: string): {
  step?: number;
  fieldset?: number;
  field?: number;
  property?: string;
} {
  const parts = path.split('.');
  const at = (name: string) => {
    const index = parts.indexOf(name);
    const value = index >= 0 ? Number(parts[index + 1]) : NaN;
    return Number.isInteger(value) ? value + 1 : undefined;
  };
  const last = parts[parts.length - 1];
  return {
    step: at('steps'),
    fieldset: at('fieldsets'),
    field: at('fields'),
    ...(last && !/^\d+$/.test(last) ? { property: last } : {}),
  };
}
