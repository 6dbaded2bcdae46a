import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMessageKey, translateMessage, type Locale, type MessageKey } from '@portal/domain';
import { isApiPath } from './api-path';
import { requestLocale } from './locale';
import { sqlStateOf } from './safe-error';

/**
 * Database refusals that only a caller's value can cause: too long for its column (22001), a number
 * out of the column's range (22003), a date out of range (22008), a NUL character that text cannot
 * hold (22021, 22P05). The statement failed and its transaction rolled back, so nothing is stored;
 * the caller gets a 400, not a 500. The schemas bound what they can; this is the net under them.
 */
const CALLER_DATA_STATES = new Set(['22001', '22003', '22008', '22021', '22P05']);

type MessageValues = Record<string, string | number>;

/**
 * An expected failure with a status, a stable machine code and a message key from the domain's
 * catalogue (spec §5, §8). The handler below turns it into the caller's language; nothing else
 * in the server builds error bodies.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(`${code} (${messageKey})`);
    this.name = 'AppError';
  }
}

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = { path: string; message: string };

/** Lets the web app answer a non-API miss (SPA routes); returns false to fall through to 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: FieldError[],
): FastifyReply {
  const body: ErrorResponse = { error: fields ? { code, message, fields } : { code, message } };
  // Error bodies can echo what the caller sent; never let a cache keep them.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The one error handler of the app; install it before any route so every route inherits it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const locale = requestLocale(request);
    const text = (key: MessageKey, values?: MessageValues) => translateMessage(key, locale, values);

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, status: error.status }, 'request refused');
      return sendError(reply, error.status, error.code, text(error.messageKey, error.values));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.flatMap((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const message = translateIssue(issue.message ?? '', issue.params, locale);
        // An unknown key is named at its own path (the object's path plus the key), one field each.
        const keys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(keys) && keys.length > 0) {
          return keys.map((key) => ({ path: [...path, String(key)].join('.'), message }));
        }
        return [{ path: path.join('.'), message }];
      });
      // A schema message that is a catalogue key is the user-facing text; zod's own defaults are not.
      const firstKeyed = error.validation.find((issue) => isMessageKey(issue.message ?? ''));
      const message = firstKeyed
        ? translateIssue(firstKeyed.message ?? '', firstKeyed.params, locale)
        : text('validation.invalid_input');
      request.log.info({ fields, part: error.validationContext }, 'validation failed');
      return sendError(reply, 400, 'validation_error', message, fields);
    }

    const state = sqlStateOf(error);
    if (state !== undefined && CALLER_DATA_STATES.has(state)) {
      request.log.info({ code: 'validation_error', sqlState: state }, 'value refused by the database');
      return sendError(reply, 400, 'validation_error', text('validation.invalid_input'));
    }

    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      const [code, key] = clientError(status);
      request.log.info({ code, status, reason: messageOf(error) }, 'request refused');
      return sendError(reply, status, code, text(key));
    }

    // Unexpected: full detail to the log (with the request id), the generic text to the caller.
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'internal_error', text('errors.technical'));
  });
}

/** The one not-found handler: JSON under /api; elsewhere the web app's fallback gets a chance first. */
export function installNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && !isApiPath(request.url) && (await fallback(request, reply))) return reply;
    return sendError(reply, 404, 'not_found', translateMessage('errors.not_found', requestLocale(request)));
  });
}

function translateIssue(message: string, params: Record<string, unknown>, locale: Locale): string {
  if (!isMessageKey(message)) return message;
  // Length and range limits fill the catalogue's {{limit}} placeholder (e.g. 'Max {{limit}} characters').
  const limit = params.maximum ?? params.minimum;
  const values: MessageValues =
    typeof limit === 'number' || typeof limit === 'bigint' ? { limit: String(limit) } : {};
  return translateMessage(message, locale, values);
}

function statusOf(error: unknown): number {
  const value = (error as { statusCode?: unknown }).statusCode;
  return typeof value === 'number' ? value : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Framework-raised client errors (bad JSON, wrong content type, body too large, rate limit…). */
function clientError(status: number): [code: string, key: MessageKey] {
  switch (status) {
    case 401:
      return ['unauthenticated', 'errors.unauthenticated'];
    case 403:
      return ['forbidden', 'errors.forbidden'];
    case 404:
      return ['not_found', 'errors.not_found'];
    case 413:
      return ['payload_too_large', 'validation.invalid_input'];
    case 415:
      return ['unsupported_media_type', 'validation.invalid_input'];
    case 429:
      return ['too_many_requests', 'errors.too_many_requests'];
    default:
      return ['bad_request', 'validation.invalid_input'];
  }
}
