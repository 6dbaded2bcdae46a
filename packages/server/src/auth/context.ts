import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pickLocale } from '../http/locale';
import type { BrandConfig, Locale } from '@portal/domain';
import type { Database } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { userLocale } from './sessions/resolve-session';

/** What every auth operation needs; routes build one per request, tests build their own. */
export interface AuthContext {
  db: Database;
  brand: BrandConfig;
  mailer: Mailer;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  /** Seals authenticator-app secrets at rest (derived from the server's signing key). */
  totpKey: Buffer;
  log: FastifyBaseLogger;
  now: Date;
}

/** The dependencies that do not change per request. */
export type AuthDeps = Omit<AuthContext, 'log' | 'now'>;

export function contextOf(deps: AuthDeps, request: FastifyRequest): AuthContext {
  return { ...deps, log: request.log, now: new Date() };
}

/**
 * The language of a mail: the recipient's userLanguage, else the request's Accept-Language, else
 * the brand's default.
 */
export function mailLocale(
  brand: BrandConfig,
  userLanguage: string | null | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return userLocale(userLanguage) ?? (acceptLanguage ? pickLocale(acceptLanguage) : brand.defaultLocale);
}

/**
 * Sends without making the caller wait: the answer's timing must not depend on whether a mail
 * went out (that would tell which addresses have accounts, ASVS 6.3.8).
 */
export function sendInBackground(ctx: AuthContext, message: MailMessage): void {
  ctx.mailer
    .send(message)
    .catch((error: unknown) => ctx.log.error({ err: error }, 'mail could not be recorded'));
}

/** A link into the web app, e.g. /verify-email?token=… . */
export function appLink(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** E-mails are stored lower-case (users_email_lower_case check). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
