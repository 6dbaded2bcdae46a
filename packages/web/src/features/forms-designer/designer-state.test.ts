import { formStepsSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import {
  addField,
  addFieldset,
  addStep,
  describePath,
  moveField,
  moveStep,
  removeField,
  updateField,
  type Steps,
} from './designer-state';

describe('designer edits', () => {
  it('builds a two-step form whose names are unique and valid', () => {
    let steps: Steps = addStep(addStep([]));
    steps = addField(addField(steps, 0, 0), 0, 0);
    steps = addField(steps, 1, 0);
    expect(steps.map((s) => s.name)).toEqual(['step1', 'step2']);
    expect(steps.flatMap((s) => s.fieldsets[0]!.fields.map((f) => f.name))).toEqual([
      'field1',
      'field2',
      'field3',
    ]);
    expect(formStepsSchema.safeParse(steps).success).toBe(true);
    steps = addFieldset(steps, 1);
    expect(steps[1]!.fieldsets.map((f) => f.name)).toEqual(['main', 'fieldset1']);
  });

  it('moves, updates and removes without touching the original', () => {
    const start: Steps = addField(addField(addStep([]), 0, 0), 0, 0);
    const swapped = moveField(start, 0, 0, 0, 1);
    expect(swapped[0]!.fieldsets[0]!.fields.map((f) => f.name)).toEqual(['field2', 'field1']);
    expect(start[0]!.fieldsets[0]!.fields.map((f) => f.name)).toEqual(['field1', 'field2']);
    expect(moveField(start, 0, 0, 0, -1)).toEqual(start);
    const typed = updateField(start, 0, 0, 1, { type: 'number', limit: 10, help: undefined });
    expect(typed[0]!.fieldsets[0]!.fields[1]).toEqual({
      name: 'field2',
      type: 'number',
      label: '',
      limit: 10,
    });
    expect(removeField(start, 0, 0, 0)[0]!.fieldsets[0]!.fields.map((f) => f.name)).toEqual(['field2']);
    expect(moveStep(addStep(start), 1, -1).map((s) => s.name)).toEqual(['step2', 'step1']);
  });

  it('reads a server path as step, fieldset and field numbers', () => {
    expect(describePath('steps.1.fieldsets.0.fields.2.name')).toEqual({
      step: 2,
      fieldset: 1,
      field: 3,
      property: 'name',
    });
    expect(describePath('settings.description')).toEqual({ property: 'description' });
  });
});
