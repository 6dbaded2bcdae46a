import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './errors';

/**
 * Text no column can hold, refused for every route at once (issue 16): a NUL (PostgreSQL's text and
 * jsonb refuse U+0000) and a lone surrogate (not Unicode: a text column stores U+FFFD in its place,
 * jsonb refuses it). They reach us only as JSON escapes (`\u0000`, `\ud800`) or percent-encoded in a
 * URL; no field of this API has a use for them. Checked in every string and key of the params,
 * query and body, before the route's schema and after its access rule (a caller without access
 * still learns nothing about inputs). The answer is the usual validation 400.
 */
export function isStorableText(text: string): boolean {
  return !NOT_STORABLE.test(text);
}

/** A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const NOT_STORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every string and key in `value` is storable text (walked with a stack: deep JSON cannot overflow it). */
export function holdsOnlyStorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/** The zod validator compiler, with the storable-text check in front of each schema. */
export const storableTextValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    if (!holdsOnlyStorableText(data)) {
      return { error: new AppError(400, 'validation_error', 'validation.invalid_input') };
    }
    return validate(data);
  };
};
