import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { BrandConfig, Locale } from '@portal/domain';
import { userLocale } from '../auth/sessions/resolve-session';
import type { Database } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { FileStorage } from '../storage/index';
import type { VirusScanner } from '../storage/virus-scan/virus-scanner';

/** What the library and messages operations need; routes build one per request, tests their own. */
export interface LibraryContext {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  brand: BrandConfig;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** CLAMAV_URL's scanner, which uploads pass before they are stored; undefined = not scanned. */
  virusScanner?: VirusScanner | undefined;
}

/** The dependencies that do not change per request. */
export type LibraryDeps = Omit<LibraryContext, 'log'>;

export function libraryContextOf(deps: LibraryDeps, request: FastifyRequest): LibraryContext {
  return { ...deps, log: request.log };
}

/** A notification's language: the recipient's userLanguage, else the portal's, else the brand's. */
export function recipientLocale(
  brand: BrandConfig,
  userLanguage: string | null | undefined,
  portalLanguage: string | null | undefined,
): Locale {
  return userLocale(userLanguage) ?? userLocale(portalLanguage) ?? brand.defaultLocale;
}

/** Mail goes out after the change is committed, without holding up the answer; failures are logged. */
export function sendAfterCommit(ctx: LibraryContext, messages: MailMessage[]): void {
  for (const message of messages) {
    ctx.mailer
      .send(message)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'mail could not be sent'));
  }
}

/** A link into the web app. */
export function appUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}
