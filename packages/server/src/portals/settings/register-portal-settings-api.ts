import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMailer } from '../../mail/create-mailer';
import type { Mailer } from '../../mail/mailer';
import { storageFromConfig, type FileStorage } from '../../storage/index';
import { virusScannerFromConfig } from '../../storage/virus-scan/virus-scanner';
import { managerInvitationRoutes } from './manager-invitation-routes';
import { portalSettingsRoutes } from './portal-settings-routes';

export interface PortalSettingsApiOptions {
  config: Config;
  database: DatabaseHandle;
  brand: BrandConfig;
  mailer?: Mailer | undefined;
  storage?: FileStorage | undefined;
}

/** Portal settings, logo, create portal and invite manager (issue 5 item 2). */
export async function registerPortalSettingsApi(
  app: FastifyInstance,
  options: PortalSettingsApiOptions,
): Promise<void> {
  const { config, database, brand } = options;
  const deps = {
    db: database.db,
    storage: options.storage ?? storageFromConfig(config),
    mailer: options.mailer ?? createMailer(database.db, config, app.log),
    brand,
    publicUrl: config.publicUrl,
    virusScanner: virusScannerFromConfig(config, app.log),
  };
  await app.register(portalSettingsRoutes, deps);
  await app.register(managerInvitationRoutes, deps);
}
