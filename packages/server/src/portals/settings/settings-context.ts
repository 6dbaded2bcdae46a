import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/index';
import type { VirusScanner } from '../../storage/virus-scan/virus-scanner';

/** What the portal-settings, create-portal and invite-manager operations need. */
export interface SettingsContext {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  brand: BrandConfig;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  log: FastifyBaseLogger;
  now: Date;
  /** CLAMAV_URL's scanner, which the logo passes before it is stored; undefined = not scanned. */
  virusScanner?: VirusScanner | undefined;
}

export type SettingsDeps = Omit<SettingsContext, 'log' | 'now'>;

export function settingsContextOf(deps: SettingsDeps, request: FastifyRequest): SettingsContext {
  return { ...deps, log: request.log, now: new Date() };
}
