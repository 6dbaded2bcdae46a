import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobListQuerySchema,
  jobListSchema,
  jobQueueNameSchema,
  jobStartedSchema,
  JOBS_PAGE_SIZE,
  type Viewer,
} from '@portal/domain';
import { companyPortals } from '../admin/scope';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import { AppError, errorResponseSchema } from '../http/errors';
import { isUuid } from '../http/paging';
import type { JobEngine } from './job-engine';

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/**
 * The admin Jobs screen's API (issue 13), for admins. Jobs about one portal's data (their data
 * names `portalId`) are seen by that portal's company only; company-wide jobs (the daily clock,
 * market data) by every company's admins. Another company's job is a 404, as elsewhere.
 */
export const jobRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  jobs: JobEngine | undefined;
}> = async (app, { database, jobs }) => {
  const engine = (): JobEngine => {
    if (!jobs) throw new AppError(503, 'jobs_unavailable', 'errors.jobs_unavailable');
    return jobs;
  };
  const portalsOf = async (viewer: Viewer): Promise<string[]> =>
    viewer.organisationId
      ? (await companyPortals(database.db, viewer.organisationId)).map((row) => row.id)
      : [];

  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List background jobs, newest first',
        tags: ['jobs'],
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, 400: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { state, queue, page } = request.query;
      const found = await engine().list({
        portalIds: await portalsOf(viewer),
        state,
        queue,
        limit: JOBS_PAGE_SIZE,
        offset: (page - 1) * JOBS_PAGE_SIZE,
      });
      return {
        ...found,
        page,
        pageSize: JOBS_PAGE_SIZE,
        queues: engine().queues.map(({ name, manual }) => ({ name, manual })),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Retry a failed job',
        description: 'Only a failed job the admin may see; anything else is 404.',
        tags: ['jobs'],
        params: z.object({ id: z.string().max(64) }),
        response: {
          204: z.null(),
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const job = await engine().find(id);
      if (!job || job.state !== 'failed') throw notFound();
      if (job.portalId && !(await portalsOf(viewer)).includes(job.portalId)) throw notFound();
      const outcome = await engine().retry(id);
      if (outcome === 'not-failed') throw notFound();
      if (outcome === 'already-waiting')
        throw new AppError(409, 'job_retry_waiting', 'errors.job_retry_waiting');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/jobs/:queue/start',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Start a run of a queue that may be started by hand (the daily update)',
        description: 'Answers the queued job, or the one already waiting to run.',
        tags: ['jobs'],
        params: z.object({ queue: jobQueueNameSchema }),
        response: {
          200: jobStartedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireViewer(request);
      const started = await engine().startManual(request.params.queue);
      if (!started) throw notFound();
      return started;
    },
  );
};
