import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataProcessDefinitionSchema,
  dataProcessViewSchema,
  importResultSchema,
  translateMessage,
  writeObject,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import { errorResponseSchema, sendError } from '../http/errors';
import { requestLocale } from '../http/locale';
import type { AfterMarketWrite } from '../market-data/imports/after-write';
import type { ImportConfig } from './import-config';
import { executeProcess, type ImportMode } from './operations/execute-process';
import { loadProcess } from './operations/process-store';
import { saveProcess } from './operations/save-process';
import { presentResult, refusedFields } from './present-result';

const params = z.object({ id: z.string().max(64) });
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['data-processes'];
const config = { access: 'admin' as const };

/**
 * The data designer's API (§2 /data-designer/{id}, §3 Data process and step), for admins of the
 * process's company (another company's process is 404): read and save the process with its
 * ordered steps, dry-run it (what would change, nothing written) and run it (all or nothing).
 */
export const dataProcessRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  importConfig: ImportConfig;
  /** Runs inside a run's transaction when it changed market data (revaluations are scheduled there). */
  afterMarketWrite?: AfterMarketWrite;
}> = async (app, { database, importConfig, afterMarketWrite }) => {
  const db = database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/data-processes/:id',
    {
      config,
      schema: {
        summary: 'A data process with its steps in order',
        tags,
        params,
        response: { 200: dataProcessViewSchema, ...errors },
      },
    },
    async (request) => loadProcess(db, requireViewer(request), request.params.id),
  );

  app.put(
    '/api/data-processes/:id',
    {
      config,
      schema: {
        summary: 'Save a data process: its name and its steps in order',
        description:
          'Steps with the id of one of this process’s steps are updated, those without are added, those left out are deleted (soft). A step that gets its data from an API needs an http(s) location; one that does not needs inline data.',
        tags,
        params,
        body: dataProcessDefinitionSchema,
        response: { 200: dataProcessViewSchema, ...errors },
      },
    },
    async (request) => saveProcess(db, requireViewer(request), request.params.id, request.body),
  );

  const importRoute = (mode: ImportMode) =>
    app.post(
      `/api/data-processes/:id/${mode}`,
      {
        config,
        schema: {
          summary:
            mode === 'dry-run'
              ? 'What running the process would change (nothing is written)'
              : 'Run the process',
          description:
            mode === 'dry-run'
              ? 'Fetches or reads every step, validates every row and answers, per dataset, the creates, updates, unchanged and refused rows with the first rows’ field changes. Writes nothing.'
              : 'Applies the same plan in one transaction and writes an activity log record. A refused row or an unreadable step writes nothing and answers 400 with the rows and their messages. A second run changes nothing.',
          tags,
          params,
          // A run takes no options: an empty object or nothing, any key refused (issue 16).
          body: writeObject({}).optional(),
          response: { 200: importResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const result = await executeProcess(
          db,
          requireViewer(request),
          request.params.id,
          mode,
          importConfig,
          afterMarketWrite ? { afterWrite: afterMarketWrite } : {},
        );
        if (mode === 'run' && !result.applied) {
          const fields = refusedFields(result, locale);
          // Refused rows are counted; a step that could not be read speaks for itself.
          const message =
            result.totals.rejected > 0
              ? translateMessage('errors.import_rows_rejected', locale, { count: result.totals.rejected })
              : (fields[0]?.message ?? translateMessage('errors.technical', locale));
          return sendError(reply, 400, 'import_rejected', message, fields);
        }
        return presentResult(result, locale);
      },
    );
  importRoute('dry-run');
  importRoute('run');
};
