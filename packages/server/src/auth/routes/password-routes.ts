import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetSchema,
  requiredPasswordField,
  requiredText,
  translateMessage,
  writeObject,
  messageResponseSchema,
  sessionResponseSchema,
} from '@portal/domain';
import { errorResponseSchema } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { contextOf, type AuthDeps } from '../context';
import { changePassword } from '../operations/change-password';
import { confirmPasswordReset } from '../operations/confirm-password-reset';
import { requestPasswordReset } from '../operations/request-password-reset';
import { requireViewer } from '../session-plugin';
import { sessionView } from '../session-view';
import { setSessionCookie } from '../sessions/session-cookie';
import { acceptLanguage } from './sign-up-routes';
import { withRetryAfter } from './route-helpers';

const confirmBody = writeObject({ token: z.string().min(1).max(200), password: requiredPasswordField });
const changeBody = writeObject({
  currentPassword: requiredText('validation.required_field'),
  newPassword: requiredPasswordField,
});

/** Forgotten password (mailed link) and change of password while signed in. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mail a password reset link if the address has an account (always 202)',
        tags: ['auth'],
        body: passwordResetSchema,
        response: { 202: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      await requestPasswordReset(contextOf(deps, request), {
        email: request.body.email,
        locale: acceptLanguage(request.headers['accept-language'], locale),
      });
      return reply.code(202).send({ message: translateMessage('success.reset_sent', locale) });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with a reset token; ends every session of the user',
        tags: ['auth'],
        body: confirmBody,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(contextOf(deps, request), request.body);
      return { message: translateMessage('success.password_changed', requestLocale(request)) };
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Change the password; other sessions end and this one gets a new token',
        tags: ['auth'],
        body: changeBody,
        response: {
          200: sessionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const result = await withRetryAfter(reply, () =>
        changePassword(contextOf(deps, request), viewer, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      );
      setSessionCookie(reply, result.token);
      return sessionView(result.user, result.session, deps.brand);
    },
  );
};
