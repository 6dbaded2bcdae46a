import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobStartedSchema, parseQuarter, quarterlyPackRequestSchema } from '@portal/domain';
import { companyPortals } from '../../admin/scope';
import { requireViewer } from '../../auth/session-plugin';
import type { DatabaseHandle } from '../../db/client';
import { AppError, errorResponseSchema } from '../../http/errors';
import type { JobEngine } from '../../jobs/job-engine';
import { findQueuedJob } from '../../jobs/job-list';
import { todayIso } from '../../providers/provider';
import { groupInPortal } from './pack-accounts';
import { PACK_QUEUE, packKey, type PackJobData } from './pack-job-data';

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/**
 * Issue 14 item 5: a company admin starts the quarterly pack of one of the company's portals (or of
 * one of its groups) for a quarter that has ended. Answers the queued job, or the same request's job
 * still waiting to run; its progress is on the Jobs screen.
 */
export const packRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  jobs: JobEngine | undefined;
  today?: () => string;
}> = async (app, { database, jobs, today = todayIso }) => {
  app.post(
    '/api/admin/quarterly-reports',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Print a quarter's reports for every client of a portal or group and file them in their libraries",
        description:
          "quarter: 'YYYY-Qn', ended before today (else 400). A portal of another company or a group of another portal is a 404.",
        tags: ['reports', 'jobs'],
        body: quarterlyPackRequestSchema,
        response: {
          200: jobStartedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, groupId, quarter: key } = request.body;
      const mine = viewer.organisationId ? await companyPortals(database.db, viewer.organisationId) : [];
      if (!mine.some((portal) => portal.id === portalId)) throw notFound();
      if (groupId && !(await groupInPortal(database.db, portalId, groupId))) throw notFound();
      const quarter = parseQuarter(key)!;
      // The quarter's last day must be over: its closes are in only after it.
      if (quarter.to >= today()) throw new AppError(400, 'validation_error', 'errors.quarter_not_ended');
      if (!jobs) throw new AppError(503, 'jobs_unavailable', 'errors.jobs_unavailable');
      const data: PackJobData = {
        portalId,
        quarter: quarter.key,
        ...(groupId ? { groupId } : {}),
        requestedBy: viewer.userId,
        requestedAt: new Date().toISOString(),
      };
      const singletonKey = packKey(data);
      for (let attempt = 0; attempt < 2; attempt++) {
        const id = await jobs.send(PACK_QUEUE, data, { singletonKey });
        if (id) return { id, alreadyQueued: false };
        // The same pack is already waiting: that one will print it.
        const waiting = await findQueuedJob(database.db, PACK_QUEUE, singletonKey);
        if (waiting) return { id: waiting, alreadyQueued: true };
      }
      throw new AppError(503, 'jobs_unavailable', 'errors.jobs_unavailable');
    },
  );
};
