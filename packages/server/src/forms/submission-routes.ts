import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allowedMoves,
  definitionFor,
  isSubmissionStep,
  moveSubmissionSchema,
  type Viewer,
  type WorkflowActor,
  submissionDetailSchema,
  submissionMovedSchema,
  submissionSummaryPageSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import { errorResponseSchema } from '../http/errors';
import { isUuid, pageQuerySchema, toPage } from '../http/paging';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import { readSteps } from './form-store';
import type { FormsDeps } from './forms-deps';
import { moveSubmission } from './move-submission';
import { findVisibleSubmission, pageOfVisibleSubmissions } from './submission-repository';

const submissionParams = portalParams.extend({ submissionId: idParam });
const errors = { ...errorResponses, 409: errorResponseSchema };

function movesFor(viewer: Viewer, row: { step: string; owners: string[] | null }): string[] {
  const actor: WorkflowActor | null =
    viewer.role === 'admin' ? 'admin' : (row.owners ?? []).includes(viewer.userId) ? 'owner' : null;
  return actor && isSubmissionStep(row.step) ? allowedMoves(row.step, actor) : [];
}

/**
 * Submissions as their submitter and reviewers see them (§3 owned, §4 workflow): a page of those
 * the viewer may see, one with its answers, and the reviewers' move to another step (admins and
 * the submission's owners; investors are refused by the route's rule).
 */
export const submissionRoutes: FastifyPluginAsyncZod<FormsDeps> = async (app, { db }) => {
  noStore(app);
  app.addHook('preHandler', async (request) => {
    const { portalId } = request.params as { portalId: string };
    if (!(await findPortal(db, requireViewer(request), portalId))) throw notFound();
  });

  app.get(
    '/api/portals/:portalId/submissions',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Submissions the viewer may see in the portal, newest first',
        description:
          'Their own, those they review, and (Organisation forms) their organisation’s; admins see all.',
        tags: ['forms'],
        params: portalParams,
        querystring: pageQuerySchema.extend({ formId: idParam.optional() }),
        response: { 200: submissionSummaryPageSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      const { formId } = request.query;
      if (formId !== undefined && !isUuid(formId)) throw notFound();
      const { rows, total } = await pageOfVisibleSubmissions(
        db,
        viewer,
        portalId,
        { formId },
        toPage(request.query),
      );
      return {
        items: rows.map(({ owners, ...row }) => ({
          ...row,
          moves: movesFor(viewer, { step: row.step, owners }),
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/portals/:portalId/submissions/:submissionId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One submission with its answers and its form’s fields (labels for the answers)',
        tags: ['forms'],
        params: submissionParams,
        response: {
          200: submissionDetailSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, submissionId } = request.params;
      if (!isUuid(submissionId)) throw notFound();
      const row = await findVisibleSubmission(db, viewer, portalId, submissionId);
      if (!row) throw notFound();
      const audience = { admin: viewer.role === 'admin' };
      const steps = definitionFor(readSteps(row.steps), audience);
      // Internal answers are the reviewers' (§2): a non-admin reads only the fields they may see.
      const shown = new Set(
        steps.flatMap((s) => s.fieldsets.flatMap((f) => f.fields.map((field) => field.name))),
      );
      const data = Object.fromEntries(Object.entries(row.data).filter(([name]) => shown.has(name)));
      const { owners, steps: _raw, ...rest } = row;
      return { ...rest, data, steps, moves: movesFor(viewer, { step: row.step, owners }) };
    },
  );

  app.post(
    '/api/portals/:portalId/submissions/:submissionId/step',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'Move a submission to another workflow step (§4)',
        description:
          "Under review → Approved → Verified → Released, one step forward at a time, by a company admin or one of the submission's owners; one step back by an admin, never from Released (decision 30). Another move is 409; a submission the viewer cannot see is 404; an advisor who does not review it is 403.",
        tags: ['forms'],
        params: submissionParams,
        body: moveSubmissionSchema,
        response: { 200: submissionMovedSchema, ...errors },
      },
    },
    async (request) => {
      const { portalId, submissionId } = request.params;
      if (!isUuid(submissionId)) throw notFound();
      return moveSubmission(db, requireViewer(request), portalId, submissionId, request.body.step);
    },
  );
};
