import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  translateMessage,
  writeObject,
  clientStatusSchema,
  introTextSchema,
  portalTermsSchema,
  termsAcceptedSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import { errorResponseSchema } from '../http/errors';
import { acceptTerms, clientAccountsIn, portalTerms } from './client-accounts';
import { groupWelcome } from './group-welcome';
import { saveUserPreferences } from './user-preferences';

const params = z.object({ portalId: z.string().max(64) });
const errors = { 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * What the investor dialogs of §2 need (terms, welcome, account-not-yet-validated), and the two
 * writes they make: terms accepted, "do not show again".
 */
export const clientDialogRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/portals/:portalId/terms',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The portal's terms in the viewer's language, and whether the viewer must accept them",
        tags: ['portals'],
        params,
        response: { 200: portalTermsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const own = await clientAccountsIn(db, viewer, request.params.portalId);
      reply.header('cache-control', 'no-store');
      return {
        required: own.some((account) => !account.termsAccepted),
        text: await portalTerms(db, request.params.portalId, viewer.locale),
      };
    },
  );

  app.post(
    '/api/portals/:portalId/terms/accept',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Record that the viewer accepted the portal's terms (on each of their accounts there)",
        tags: ['portals'],
        params,
        response: { 200: termsAcceptedSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await clientAccountsIn(db, viewer, request.params.portalId);
      const accepted = await acceptTerms(db, viewer, request.params.portalId, new Date());
      return { accepted, message: translateMessage('success.terms_accepted', viewer.locale) };
    },
  );

  app.get(
    '/api/portals/:portalId/client-status',
    {
      config: { access: 'authenticated' },
      schema: {
        summary:
          "The viewer's own accounts in the portal: any, any without external id, any not validated; their group's welcome",
        tags: ['portals'],
        params,
        response: {
          200: clientStatusSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { portalId } = request.params;
      const own = await clientAccountsIn(db, requireViewer(request), portalId);
      reply.header('cache-control', 'no-store');
      return {
        isClient: own.length > 0,
        missingExternalId: own.some((account) => !account.externalId),
        notValidated: own.some((account) => !account.validated),
        welcome: await groupWelcome(
          db,
          portalId,
          own.map((account) => account.id),
        ),
      };
    },
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Update the signed-in user's preferences (the welcome dialog's 'do not show again')",
        tags: ['entry'],
        body: writeObject({ hideIntroText: z.boolean().optional() }),
        response: { 200: introTextSchema, 400: errorResponseSchema },
      },
    },
    async (request) => saveUserPreferences(db, requireViewer(request), request.body, new Date()),
  );
};
