import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../version';

export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wealth portal API',
        description: 'JSON over HTTP. Errors are `{ "error": { "code", "message" } }`.',
        version: serverVersion(),
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
