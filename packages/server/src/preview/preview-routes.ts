import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canStartPreview,
  currentPreviewSchema,
  previewAvailabilitySchema,
  previewStateSchema,
} from '@portal/domain';
import { z } from 'zod';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import { AppError, errorResponseSchema } from '../http/errors';
import { noStore } from '../http/route-parts';
import { clearPreviewCookie, PREVIEW_COOKIE, setPreviewCookie } from './preview-cookie';
import { endPreview, startPreview } from './preview-operations';
import { loadPreviewTarget } from './preview-repository';

// Any id that is not a uuid is simply not found (404), never a 400 that describes ids.
const id = z.string().max(2048);
const accountParams = z.object({ portalId: id, accountId: id });

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** View as client (issue 5 item 10): start, end, and what the app needs to show around it. */
const previewRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  noStore(app);

  app.get(
    '/api/portals/:portalId/accounts/:accountId/preview',
    {
      config: { access: 'professional' },
      schema: {
        summary: "Whether the account's portal can be viewed as its client",
        tags: ['preview'],
        params: accountParams,
        response: {
          200: previewAvailabilitySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, accountId } = request.params;
      const target = await loadPreviewTarget(db, portalId, accountId);
      const decision = target ? canStartPreview(viewer, target.facts) : null;
      if (!target || !decision || (!decision.allow && decision.deny === 'not_found'))
        throw new AppError(404, 'not_found', 'errors.not_found');
      return { available: decision.allow, clientName: decision.allow ? target.clientName : null };
    },
  );

  app.post(
    '/api/portals/:portalId/accounts/:accountId/preview',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'View the portal as the account’s client, read-only (sets the preview cookie)',
        tags: ['preview'],
        params: accountParams,
        response: { 201: previewStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { portalId, accountId } = request.params;
      const now = new Date();
      const holder = request.auth!;
      const started = await startPreview(db, viewer, {
        portalId,
        accountId,
        sessionAbsoluteExpiresAt: holder.session.absoluteExpiresAt,
        holderName: holder.user.name,
        now,
      });
      setPreviewCookie(reply, started.token, started.expiresAt, now);
      return reply.code(201).send({
        clientName: started.clientName,
        portalId,
        accountId,
        byName: holder.user.name,
        startedAt: now.toISOString(),
        expiresAt: started.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/portals/:portalId/accounts/:accountId/preview/end',
    {
      // The viewer during a preview is the client, so the rule cannot be `professional`; the
      // operation only ends a preview the cookie names and the professional holds.
      config: { access: 'authenticated' },
      schema: {
        summary: 'End the preview (the one change a preview may make); idempotent',
        tags: ['preview'],
        params: accountParams,
        response: { 204: z.null(), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await endPreview(db, {
        professionalId: viewer.preview?.byUserId ?? viewer.userId,
        token: request.cookies[PREVIEW_COOKIE],
        now: new Date(),
      });
      clearPreviewCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/preview',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The preview this request is in, or null',
        tags: ['preview'],
        response: { 200: currentPreviewSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const preview = requireViewer(request).preview;
      if (!preview) return { preview: null };
      return {
        preview: {
          clientName: request.auth!.user.name,
          portalId: preview.portalId,
          accountId: preview.accountId,
          byName: preview.byName,
          startedAt: preview.startedAt,
          expiresAt: preview.expiresAt,
        },
      };
    },
  );
};

export async function registerPreviewApi(app: FastifyInstance, options: { database: DatabaseHandle }) {
  await app.register(previewRoutes, options);
}
