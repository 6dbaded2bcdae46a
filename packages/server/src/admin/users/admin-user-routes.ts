import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSendEmailSchema,
  adminVerifyEmailSchema,
  emailSentSchema,
  emailVerifiedSchema,
} from '@portal/domain';
import { contextOf, type AuthDeps } from '../../auth/context';
import { requireViewer } from '../../auth/session-plugin';
import { errorResponseSchema } from '../../http/errors';
import { sendUserEmail } from './operations/send-user-email';
import { setEmailVerified } from './operations/set-email-verified';

const params = z.object({ userId: z.string().max(64) });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/**
 * §7 sendEmail and verifyEmail as admin operations on a user: a company admin, on the company's
 * own users (staff and clients of its portals); anyone else's id is a 404.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/admin/users/:userId/email',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Send a mail to a user of the admin's company (§7 sendEmail)",
        description: 'Plain-text body, escaped into the mail layout. Another company’s user: 404.',
        tags: ['admin'],
        params,
        body: adminSendEmailSchema,
        response: { 200: emailSentSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await sendUserEmail(contextOf(deps, request), viewer, request.params.userId, request.body, request.ip);
      return { sent: true as const };
    },
  );

  app.put(
    '/api/admin/users/:userId/email-verified',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Mark a user's e-mail address verified or not (§7 verifyEmail)",
        description:
          'Not verified: password sign-in answers email_not_verified. Another company’s user: 404.',
        tags: ['admin'],
        params,
        body: adminVerifyEmailSchema,
        response: {
          200: emailVerifiedSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return setEmailVerified(
        contextOf(deps, request),
        viewer,
        request.params.userId,
        request.body,
        request.ip,
      );
    },
  );
};
