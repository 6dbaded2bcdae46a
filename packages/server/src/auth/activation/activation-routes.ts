import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateMessage, writeObject, activationCodeSchema, messageResponseSchema } from '@portal/domain';
import { errorResponseSchema } from '../../http/errors';
import { contextOf, type AuthDeps } from '../context';
import { withRetryAfter } from '../routes/route-helpers';
import { requireViewer } from '../session-plugin';
import { issueActivationCode, redeemActivationCode } from './activation-codes';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** §2 investment-professional verification by activation code: admins issue, users redeem. */
export const activationRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/admin/activation-codes',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Issue an activation code that makes its user a professional of the admin's company",
        description: 'Single-use, valid 7 days; shown this once. A new code replaces the previous one.',
        tags: ['admin'],
        response: { 200: activationCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const issued = await issueActivationCode(contextOf(deps, request), request.auth!.user);
      return { code: issued.code, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/me/professional-activation',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Verify as an investment professional with an activation code from a company admin',
        tags: ['entry'],
        body: writeObject({ code: z.string().min(1, 'validation.required_field').max(40) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () =>
        redeemActivationCode(contextOf(deps, request), request.auth!.user, request.body.code),
      );
      return { message: translateMessage('success.professional_verified', requireViewer(request).locale) };
    },
  );
};
