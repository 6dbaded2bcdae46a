import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveFormDefinitionSchema, type BrandConfig, formDefinitionAnswerSchema } from '@portal/domain';
import type { AdminContext } from '../admin/context';
import { requireViewer } from '../auth/session-plugin';
import type { Database } from '../db/client';
import { errorResponseSchema } from '../http/errors';
import { idParam, noStore } from '../http/route-parts';
import { readFormDefinition, saveFormDefinition } from './form-definition';

const formParams = z.object({ formId: idParam });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/**
 * The forms designer's API (§2 /forms-designer/{id}, company admins): read a form with its steps,
 * and save its settings and steps together. Settings go through the `forms` collection's generic
 * update (its §5 validation, sanitising, activity log); the steps are checked by the domain's
 * definition schema (400 with the field's path) and written in the same transaction. A form
 * outside the admin's company is 404, as in the admin API.
 */
export const definitionRoutes: FastifyPluginAsyncZod<{ db: Database; brand: BrandConfig }> = async (
  app,
  { db, brand },
) => {
  noStore(app);
  const contextOf = (request: Parameters<typeof requireViewer>[0]): AdminContext => ({
    db,
    viewer: requireViewer(request),
    brand,
  });

  app.get(
    '/api/forms/:formId/definition',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A form's settings and its steps, fieldsets and fields (forms designer)",
        tags: ['forms'],
        params: formParams,
        response: { 200: formDefinitionAnswerSchema, ...errors },
      },
    },
    async (request) => readFormDefinition(contextOf(request), request.params.formId),
  );

  app.put(
    '/api/forms/:formId/definition',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Save a form's settings and definition (forms designer)",
        description:
          'settings: the forms collection fields that change (as PATCH /api/admin/forms/:id); steps: the whole definition, replaced. One transaction: nothing is written when either is refused.',
        tags: ['forms'],
        params: formParams,
        body: saveFormDefinitionSchema,
        response: { 200: formDefinitionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { formId } = request.params;
      await saveFormDefinition(ctx, formId, request.body);
      return readFormDefinition(ctx, formId);
    },
  );
};
