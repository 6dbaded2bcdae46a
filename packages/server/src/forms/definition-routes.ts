import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveFormDefinitionSchema, type BrandConfig, formDefinitionAnswerSchema } from '@portal/domain';
import { within, type AdminContext } from '../admin/context';
import { getItem, updateItem } from '../admin/store';
import { adminTable } from '../admin/tables';
import { requireViewer } from '../auth/session-plugin';
import type { Database } from '../db/client';
import { forms } from '../db/schema/index';
import { errorResponseSchema } from '../http/errors';
import { idParam, noStore } from '../http/route-parts';
import { readSteps } from './form-store';

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
  const formsTable = adminTable('forms');
  const contextOf = (request: Parameters<typeof requireViewer>[0]): AdminContext => ({
    db,
    viewer: requireViewer(request),
    brand,
  });

  async function read(ctx: AdminContext, formId: string) {
    const form = await getItem(ctx, formsTable, formId);
    const [row] = await ctx.db.select({ steps: forms.steps }).from(forms).where(eq(forms.id, formId));
    return { form, steps: readSteps(row?.steps) };
  }

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
    async (request) => read(contextOf(request), request.params.formId),
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
      await db.transaction(async (tx) => {
        const w = within(ctx, tx as unknown as Database);
        // Checks access and scope (404 outside the company), validates and logs the save.
        await updateItem(w, formsTable, formId, request.body.settings ?? {}, { action: 'design' });
        await w.db.update(forms).set({ steps: request.body.steps }).where(eq(forms.id, formId));
      });
      return read(ctx, formId);
    },
  );
};
