import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../version';
import { isApiPath } from './api-path';
import {
  SECURITY_SCHEMES,
  documentedSchema,
  dropUntypedNullable,
  withNonJsonAnswer,
} from './openapi-contract';

export const API_DOCS_PREFIX = '/api/docs';

/** An API route as declared (before the document's transform): what its answers are serialised with. */
export interface DeclaredAnswers {
  method: string;
  url: string;
  answers: 'redirect' | 'file' | undefined;
  /** The route's `schema.response`, by status. */
  response: Record<string, unknown>;
}

const declared = new WeakMap<FastifyInstance, DeclaredAnswers[]>();

/** Every API route's declared answers, for the contract test (a JSON answer is a domain schema). */
export function declaredAnswers(app: FastifyInstance): DeclaredAnswers[] {
  return declared.get(app) ?? [];
}

function recordAnswers(app: FastifyInstance): void {
  const routes: DeclaredAnswers[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url) || route.url.startsWith(API_DOCS_PREFIX)) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        answers: route.config?.answers,
        response: (route.schema?.response ?? {}) as Record<string, unknown>,
      });
    }
  });
}

/**
 * OpenAPI built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. Each
 * operation carries a derived operationId and the security it really enforces (openapi-contract.ts),
 * so a client can be generated from it and Redocly's recommended rules pass (api-docs.test.ts).
 */
export async function registerApiDocs(app: FastifyInstance) {
  recordAnswers(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wealth portal API',
        description: 'JSON over HTTP. Errors are `{ "error": { "code", "message" } }`.',
        version: serverVersion(),
        license: { name: 'Proprietary' },
      },
      // Relative: the API is at the origin that serves this document, behind any proxy or host name.
      servers: [{ url: '/', description: 'This install (the origin serving this document)' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform({
        ...input,
        schema: documentedSchema(input.route, input.schema),
      });
      return { schema: withNonJsonAnswer(input.route, schema), url };
    },
    transformObject: ({ openapiObject }: { openapiObject: object }) => {
      dropUntypedNullable(openapiObject);
      return openapiObject;
    },
  } as Parameters<typeof swagger>[1]);
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
