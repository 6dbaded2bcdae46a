import {
  isMessageKey,
  submissionData,
  submissionSchema,
  valueFieldsOf,
  type FormStepDefinition,
  type MessageKey,
} from '@portal/domain';
import { isStorableText } from '../../http/well-formed-input';

/** What a visitor typed, as posted (kept to fill the form again when it comes back with errors). */
export type PostedValues = Record<string, string>;

/** A field's message: the §5 key and what fills it ('Max {{limit}} characters'). */
export interface FieldError {
  key: MessageKey;
  values: Record<string, string | number>;
}

export type ContactInput =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; errors: Record<string, FieldError>; values: PostedValues };

/** The audience of a public form: a visitor is never an admin (internal fields hidden, admin ones read-only). */
const VISITOR = { admin: false };

/**
 * A plain HTML form post turned into what the form's compiled schema (the domain's
 * `submissionSchema`, the wizard's own) reads: a ticked box is present ('on'), an unticked one is
 * absent; an empty text is no answer; a multi-text field is one entry a line. Unknown names are
 * dropped by the schema. The result is the stored data, or each field's §5 message key.
 */
export function readContactInput(steps: readonly FormStepDefinition[], body: unknown): ContactInput {
  const posted = postedValues(body);
  const raw: Record<string, unknown> = {};
  for (const field of valueFieldsOf(steps)) {
    const value = posted[field.name];
    if (field.type === 'checkbox' || field.type === 'switch') raw[field.name] = value !== undefined;
    else if (value === undefined || value.trim() === '') continue;
    else if (field.type === 'multi-text-field')
      raw[field.name] = value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    else raw[field.name] = value;
  }
  const parsed = submissionSchema(steps, VISITOR).safeParse(raw);
  if (parsed.success) return { ok: true, data: submissionData(steps, VISITOR, parsed.data) };
  const errors: Record<string, FieldError> = {};
  const fields = new Map(valueFieldsOf(steps).map((field) => [field.name, field]));
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name === '' || errors[name]) continue;
    const field = fields.get(name);
    const limit = field?.limit ?? field?.max;
    errors[name] = {
      key: isMessageKey(issue.message) ? issue.message : 'validation.invalid_input',
      values: limit !== undefined ? { limit } : {},
    };
  }
  return { ok: false, errors, values: posted };
}

/**
 * The posted name/value pairs, strings only (a repeated name keeps its first value). Text no
 * column can hold (a NUL, a lone surrogate: the API refuses it the same way) becomes U+FFFD, so the
 * form's own rules judge what is left and the database never sees it.
 */
export function postedValues(body: unknown): PostedValues {
  const out: PostedValues = {};
  if (!body || typeof body !== 'object') return out;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string')
      out[name] = isStorableText(first)
        ? first
        : [...first].map((c) => (isStorableText(c) ? c : '\uFFFD')).join('');
  }
  return out;
}
