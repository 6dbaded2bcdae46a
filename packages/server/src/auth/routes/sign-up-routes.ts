import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailField,
  signupSchema,
  translateMessage,
  writeObject,
  messageResponseSchema,
} from '@portal/domain';
import { errorResponseSchema } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { contextOf, type AuthDeps } from '../context';
import { resendVerification } from '../operations/resend-verification';
import { signUp } from '../operations/sign-up';
import { verifyEmail } from '../operations/verify-email';

const tokenBody = writeObject({ token: z.string().min(1).max(200) });

/** Sign-up and e-mail verification. */
export const signUpRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create an account (unverified) and mail a verification link',
        description: 'A taken address gets the same 201; its owner is mailed a note instead.',
        tags: ['auth'],
        body: signupSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      await signUp(contextOf(deps, request), { ...request.body, locale });
      return reply.code(201).send({ message: translateMessage('success.signup_check_email', locale) });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Confirm an e-mail address with the mailed token',
        tags: ['auth'],
        body: tokenBody,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(contextOf(deps, request), request.body);
      return { message: translateMessage('success.email_verified', requestLocale(request)) };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mail a new verification link (always 202)',
        tags: ['auth'],
        body: writeObject({ email: emailField }),
        response: { 202: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      await resendVerification(contextOf(deps, request), {
        email: request.body.email,
        locale: acceptLanguage(request.headers['accept-language'], locale),
      });
      return reply.code(202).send({ message: translateMessage('success.verification_sent', locale) });
    },
  );
};

/** The request's language only when it said one; otherwise the mail falls back to the brand's. */
export function acceptLanguage<T>(header: string | undefined, locale: T): T | undefined {
  return header ? locale : undefined;
}
