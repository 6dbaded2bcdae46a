import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pinSchema,
  pinSendSchema,
  totpCodeSchema,
  translateMessage,
  writeObject,
  messageResponseSchema,
  pinSentSchema,
  recoveryCodesSchema,
  sessionResponseSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@portal/domain';
import { errorResponseSchema } from '../../http/errors';
import { createOutboxSmsProvider } from '../../sms/outbox-sms-provider';
import { contextOf } from '../context';
import { withRetryAfter } from '../routes/route-helpers';
import { requireViewer } from '../session-plugin';
import { sessionView } from '../session-view';
import { issueCsrfCookie, setSessionCookie } from '../sessions/session-cookie';
import type { CompletedSignIn } from './complete-second-factor';
import type { MfaDeps } from './mfa-context';
import { confirmTotp } from './operations/confirm-totp';
import { removeTotp, totpStatus } from './operations/remove-totp';
import { sendPin } from './operations/send-pin';
import { setupTotp } from './operations/setup-totp';
import { verifyPin } from './operations/verify-pin';
import { verifyTotp } from './operations/verify-totp';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The second factor (§4): PIN by e-mail or SMS, authenticator app (TOTP) and recovery codes. */
export const mfaRoutes: FastifyPluginAsyncZod<MfaDeps> = async (app, deps) => {
  const sms = deps.sms ?? createOutboxSmsProvider(deps.db, app.log);

  /** The validated session replaces the pending one in the cookie; the answer is the session. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, done: CompletedSignIn) => {
    setSessionCookie(reply, done.token);
    issueCsrfCookie(reply);
    return sessionView(request.auth!.user, done.session, deps.brand);
  };

  app.post(
    '/api/auth/pin/send',
    {
      config: { access: 'mfa-pending' },
      schema: {
        summary: 'Send a one-time PIN by e-mail or SMS',
        tags: ['auth'],
        body: pinSendSchema,
        response: { 202: pinSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = { ...contextOf(deps, request), sms };
      const { user } = request.auth!;
      const acceptLanguage = request.headers['accept-language'];
      await withRetryAfter(reply, () =>
        sendPin(ctx, { user, channel: request.body.channel, acceptLanguage }),
      );
      return reply.code(202).send({ channel: request.body.channel });
    },
  );

  app.post(
    '/api/auth/pin/verify',
    {
      config: { access: 'mfa-pending' },
      schema: {
        summary: 'Finish signing in with the one-time PIN',
        tags: ['auth'],
        body: pinSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pending = request.auth!.session;
      const done = await withRetryAfter(reply, () =>
        verifyPin(contextOf(deps, request), { pending, pin: request.body.pin }),
      );
      return signedIn(request, reply, done);
    },
  );

  app.post(
    '/api/auth/totp/verify',
    {
      config: { access: 'mfa-pending' },
      schema: {
        summary: 'Finish signing in with an authenticator-app code or a recovery code',
        tags: ['auth'],
        body: totpCodeSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pending = request.auth!.session;
      const done = await withRetryAfter(reply, () =>
        verifyTotp(contextOf(deps, request), { pending, code: request.body.code }),
      );
      return signedIn(request, reply, done);
    },
  );

  app.get(
    '/api/auth/totp',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Whether an authenticator app is set up, recovery codes left, and whether one is required',
        tags: ['auth'],
        response: {
          200: totpStatusSchema,
          ...errors,
        },
      },
    },
    async (request) => totpStatus(contextOf(deps, request), request.auth!.user),
  );

  app.delete(
    '/api/auth/totp',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Remove the authenticator app (needs the current password); sign-in falls back to a PIN',
        tags: ['auth'],
        body: writeObject({ password: z.string().max(200).optional() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.auth!.user;
      await removeTotp(contextOf(deps, request), user, request.body.password);
      return { message: translateMessage('success.totp_removed', requireViewer(request).locale) };
    },
  );

  app.post(
    '/api/auth/totp/setup',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Start enrolling an authenticator app (the secret is shown this once)',
        tags: ['auth'],
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request) => setupTotp(contextOf(deps, request), request.auth!.user),
  );

  app.post(
    '/api/auth/totp/confirm',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Confirm the authenticator app with a first code; returns ten recovery codes',
        tags: ['auth'],
        body: totpCodeSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      const recoveryCodes = await withRetryAfter(reply, () =>
        confirmTotp(contextOf(deps, request), { userId, code: request.body.code }),
      );
      return { recoveryCodes };
    },
  );
};
