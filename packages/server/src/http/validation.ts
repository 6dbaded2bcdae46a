import type { z } from 'zod';
import { fieldErrorOf } from '@portal/domain';

/** The marker fastify-type-provider-zod puts on its validation errors, which the app's error handler answers. */
const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 400 like the one route schemas give (`{error: {code: 'validation_error', message, fields}}`, the
 * §5 text of the first problem first), for input parsed inside a handler: the admin routes are
 * generic, so the collection's schema is known only once `:collection` is read.
 */
export function validationError(issues: { path: string; key: string; limit?: number }[]): Error {
  return Object.assign(new Error('validation failed'), {
    statusCode: 400,
    validationContext: 'body',
    validation: issues.map((issue) => ({
      [ZOD_VALIDATION]: true,
      keyword: 'custom',
      instancePath: `/${issue.path.split('.').join('/')}`,
      schemaPath: '#',
      message: issue.key,
      params: issue.limit === undefined ? {} : { maximum: issue.limit },
    })),
  });
}

/** Parses `input` with `schema`, or throws the 400 above. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.flatMap((issue) => {
      const { path, key, values } = fieldErrorOf(issue);
      // Several unknown keys of one object: each is named at its own path.
      if (issue.code === 'unrecognized_keys') {
        const at = issue.path.map(String);
        return issue.keys.map((name) => ({ path: [...at, name].join('.'), key }));
      }
      return [{ path, key, ...(typeof values.limit === 'number' ? { limit: values.limit } : {}) }];
    }),
  );
}
