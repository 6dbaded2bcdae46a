import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../schemas/issues';
import { translateMessage } from '../i18n/messages';
import {
  allowedMoves,
  canMoveSubmission,
  definitionFor,
  formCollection,
  formStepsSchema,
  submissionCsv,
  submissionData,
  submissionSchema,
  type FormStepDefinition,
} from './index';

const steps: FormStepDefinition[] = [
  {
    name: 'about',
    label: 'About you',
    fieldsets: [
      {
        name: 'main',
        fields: [
          { name: 'fullName', type: 'text', label: 'Full name', required: true, limit: 20 },
          { name: 'email', type: 'text', label: 'E-mail', rules: ['email'] },
          { name: 'income', type: 'number', label: 'Yearly income', limit: 1000000 },
          { name: 'grade', type: 'text', label: 'Grade', admin: true, value: 'B' },
          { name: 'riskNote', type: 'textarea', label: 'Risk note', internal: true, notes: 'for compliance' },
        ],
      },
    ],
  },
  {
    name: 'consent',
    label: 'Consent',
    fieldsets: [
      {
        name: 'main',
        fields: [
          { name: 'kind', type: 'radio', label: 'Kind', options: ['Personal', 'Joint'], required: true },
          { name: 'agree', type: 'checkbox', label: 'I agree', required: true },
        ],
      },
    ],
  },
];

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? []
    : fieldErrors(result.error as never).map((e) => `${e.path}: ${translateMessage(e.key, 'en', e.values)}`);

describe('form definition schema', () => {
  it('accepts a two-step definition', () => {
    expect(formStepsSchema.safeParse(steps).success).toBe(true);
  });

  it('refuses duplicate field names, bad names, choices without options and min above max', () => {
    const bad = structuredClone(steps) as unknown as Record<string, unknown>[];
    const fields = (bad[1] as { fieldsets: { fields: Record<string, unknown>[] }[] }).fieldsets[0]!.fields;
    fields.push({ name: 'fullName', type: 'text', label: 'Again' });
    fields.push({ name: '2bad name', type: 'text', label: 'Bad' });
    fields.push({ name: 'pick', type: 'select', label: 'Pick' });
    fields.push({ name: 'n', type: 'number', label: 'N', min: 5, max: 1 });
    expect(errorsOf(formStepsSchema.safeParse(bad))).toEqual([
      '1.fieldsets.0.fields.3.name: Use letters, digits and _ only, starting with a letter',
      '1.fieldsets.0.fields.2.name: Another item of this form already has this name',
      '1.fieldsets.0.fields.4.options: Add at least one option',
      '1.fieldsets.0.fields.5.min: The minimum is above the maximum',
    ]);
  });

  it('refuses an unknown field type', () => {
    const bad = [
      {
        name: 's',
        label: '',
        fieldsets: [{ name: 'f', fields: [{ name: 'x', type: 'permissions', label: '' }] }],
      },
    ];
    expect(formStepsSchema.safeParse(bad).success).toBe(false);
  });
});

describe('compiled submission validator (§5 messages)', () => {
  const investor = submissionSchema(steps, { admin: false });

  it('gives the §5 messages for required, number, limit, email and a required checkbox', () => {
    const result = investor.safeParse({
      fullName: '',
      email: 'not-an-email',
      income: 'lots',
      kind: '',
      agree: false,
    });
    expect(errorsOf(result)).toEqual([
      'fullName: Required field',
      'email: Email must be valid',
      'income: Please enter a number',
      'kind: Required field',
      'agree: Required field',
    ]);
    expect(
      errorsOf(
        investor.safeParse({ fullName: 'x'.repeat(21), income: '1000000.01', kind: 'Joint', agree: true }),
      ),
    ).toEqual(['fullName: Max 20 characters', 'income: Maximum value is 1000000']);
  });

  it('accepts valid data, keeps decimals exact and refuses fields the investor may not write', () => {
    const valid = { fullName: ' Ada ', income: '1234.5678901', kind: 'Joint', agree: true };
    const result = investor.safeParse(valid);
    expect(result.success).toBe(true);
    const parsed = result.data!;
    expect(parsed).toMatchObject({ fullName: 'Ada', income: '1234.5678901', kind: 'Joint', agree: true });
    const data = submissionData(steps, { admin: false }, parsed);
    expect(data.grade).toBe('B');
    expect(data).not.toHaveProperty('riskNote');
    const sneaky = investor.safeParse({ ...valid, grade: 'A', riskNote: 'sneaky', extra: 1 });
    expect(sneaky.success).toBe(false);
    expect(sneaky.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['', 'validation.unknown_field'],
    ]);
  });

  it('lets an admin write admin and internal fields', () => {
    const admin = submissionSchema(steps, { admin: true });
    const result = admin.safeParse({
      fullName: 'Ada',
      kind: 'Joint',
      agree: true,
      grade: 'A',
      riskNote: 'ok',
    });
    expect(result.success).toBe(true);
    expect(submissionData(steps, { admin: true }, result.data!)).toMatchObject({
      grade: 'A',
      riskNote: 'ok',
    });
  });

  it('hides internal fields and notes from non-admins and makes admin fields read-only', () => {
    const forInvestor = definitionFor(steps, { admin: false });
    const names = forInvestor[0]!.fieldsets[0]!.fields.map((f) => f.name);
    expect(names).not.toContain('riskNote');
    expect(JSON.stringify(forInvestor)).not.toContain('for compliance');
    const grade = formCollection(steps, { admin: false }).steps[0]!.fieldsets[0]!.fields.find(
      (f) => f.name === 'grade',
    );
    expect(grade?.readOnly).toBe(true);
    expect(definitionFor(steps, { admin: true })[0]!.fieldsets[0]!.fields).toHaveLength(5);
  });
});

describe('submission workflow (§4, decision 30)', () => {
  it('moves forward one step at a time', () => {
    expect(canMoveSubmission('Under review', 'Approved', 'owner')).toBe(true);
    expect(canMoveSubmission('Approved', 'Verified', 'admin')).toBe(true);
    expect(canMoveSubmission('Verified', 'Released', 'owner')).toBe(true);
    expect(canMoveSubmission('Under review', 'Verified', 'admin')).toBe(false);
    expect(canMoveSubmission('Under review', 'Released', 'admin')).toBe(false);
  });

  it('lets only admins step back, and never from Released', () => {
    expect(canMoveSubmission('Approved', 'Under review', 'admin')).toBe(true);
    expect(canMoveSubmission('Approved', 'Under review', 'owner')).toBe(false);
    expect(allowedMoves('Released', 'admin')).toEqual([]);
    expect(allowedMoves('Verified', 'admin')).toEqual(['Released', 'Approved']);
  });
});

describe('submission CSV', () => {
  it('writes labels and values, neutralising formulas', () => {
    const csv = submissionCsv(
      steps,
      { fullName: '=cmd()', income: '12.50', kind: 'Joint', agree: true },
      { at: '2026-11-22', by: 'Ada' },
    );
    expect(csv).toBe(
      '\uFEFFSubmitted at,Submitted by,Full name,E-mail,Yearly income,Grade,Risk note,Kind,I agree\r\n' +
        "2026-11-22,Ada,'=cmd(),,12.50,,,Joint,Yes\r\n",
    );
  });
});
