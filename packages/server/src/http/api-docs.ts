import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../version';
import {
  SECURITY_SCHEMES,
  documentedSchema,
  dropUntypedNullable,
  withNonJsonAnswer,
} from './openapi-contract';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. Each
 * operation carries a derived operationId and the security it really enforces (openapi-contract.ts),
 * so a client can be generated from it and Redocly's recommended rules pass (api-docs.test.ts).
 */
export async function registerApiDocs(app: FastifyInstance) {
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
