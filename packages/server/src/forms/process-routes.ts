import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  definitionFor,
  FORM_DEFAULT_END_MESSAGE,
  submitFormSchema,
  formSubmittedSchema,
  processFormSchema,
  processSummaryPageSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import { errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import { findActiveProcess } from './find-process';
import { findForm } from './form-store';
import { lastSubmissions, pageOfProcesses } from './process-repository';
import { sendInBackground, type FormsDeps } from './forms-deps';
import { alreadySubmitted, ownSubmission, submitForm } from './submit-form';

const processParams = portalParams.extend({ processId: idParam });
const errors = { ...errorResponses, 409: errorResponseSchema };
/**
 * Processes (§2 dashboard-portal-kyc, dashboard-portal-processes-process; §3 Process): the
 * portal's processes for the signed-in user, one process's form to fill (internal fields and the
 * designer's notes removed for non-admins, §2), and its submission. A single process or form is
 * done once per user (409 'already submitted'). Every route is inside a portal the viewer may
 * open; other portals, processes and forms are 404.
 */
export const processRoutes: FastifyPluginAsyncZod<FormsDeps> = async (app, deps) => {
  const { db } = deps;
  noStore(app);
  app.addHook('preHandler', async (request) => {
    const { portalId } = request.params as { portalId: string };
    if (!(await findPortal(db, requireViewer(request), portalId))) throw notFound();
  });

  app.get(
    '/api/portals/:portalId/processes',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The portal's processes (KYC screen), by name, with the viewer's last submission of each",
        tags: ['forms'],
        params: portalParams,
        querystring: pageQuerySchema,
        response: { 200: processSummaryPageSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      const { rows, total } = await pageOfProcesses(db, portalId, toPage(request.query));
      const last = await lastSubmissions(db, viewer.userId, [...new Set(rows.map((row) => row.formId))]);
      return {
        items: rows.map(({ processSingle, formSingle, ...row }) => ({
          ...row,
          single: processSingle || formSingle,
          submission: last.get(row.formId) ?? null,
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/portals/:portalId/processes/:processId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A process's form to fill in the wizard",
        description:
          'The form as the viewer may see it (§2: internal fields hidden from non-admins, admin fields read-only for them), its end message, and the viewer’s last submission; `alreadySubmitted` when the process or form is single and that submission exists.',
        tags: ['forms'],
        params: processParams,
        response: {
          200: processFormSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, processId } = request.params;
      const process = await findActiveProcess(db, portalId, processId);
      const form = process && (await findForm(db, process.formId, portalId));
      if (!process || !form) throw notFound();
      const single = process.single || form.single;
      const submission = await ownSubmission(db, viewer, form.id);
      return {
        process: { id: process.id, name: process.name, single },
        form: {
          id: form.id,
          name: form.name,
          description: form.description,
          endMessage: form.endMessage?.trim() || FORM_DEFAULT_END_MESSAGE,
          steps: definitionFor(form.steps, { admin: viewer.role === 'admin' }),
        },
        submission,
        alreadySubmitted: single && submission !== null,
      };
    },
  );

  app.post(
    '/api/portals/:portalId/processes/:processId/submissions',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Submit a process's form",
        description:
          "data: the values by field name, checked against the form's definition (400 with each field's §5 message). A single process or form already submitted by the viewer is 409. The submission starts 'Under review'; the autorespond and the CSV to the recipients are mailed after the commit.",
        tags: ['forms'],
        params: processParams,
        body: submitFormSchema,
        response: {
          201: formSubmittedSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { portalId, processId } = request.params;
      const process = await findActiveProcess(db, portalId, processId);
      const form = process && (await findForm(db, process.formId, portalId));
      if (!process || !form) throw notFound();
      const single = process.single || form.single;
      // Checked before validation too, so a second attempt hears "already submitted", not a field error.
      if (single && (await ownSubmission(db, viewer, form.id))) throw alreadySubmitted();
      const result = await submitForm(deps, viewer, { form, processId, single, data: request.body.data });
      sendInBackground(deps.mailer, request.log, result.mails);
      return reply.code(201).send({
        id: result.id,
        step: 'Under review',
        endMessage: form.endMessage?.trim() || FORM_DEFAULT_END_MESSAGE,
      });
    },
  );
};
