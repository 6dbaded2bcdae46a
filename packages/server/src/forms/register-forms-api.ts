import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/mailer';
import { definitionRoutes } from './definition-routes';
import { processRoutes } from './process-routes';
import { submissionRoutes } from './submission-routes';

export interface FormsApiOptions {
  config: Config;
  database: DatabaseHandle;
  brand: BrandConfig;
  /** Defaults to SMTP when config.smtpUrl is set, else the outbox table. */
  mailer?: Mailer | undefined;
}

/**
 * Forms (issue 7 item 6): the designer's API for admins; the processes, wizard submissions and
 * workflow for the portal's users where the brand has processes (§2: off in the Greek variant).
 */
export async function registerFormsApi(app: FastifyInstance, options: FormsApiOptions): Promise<void> {
  const { config, database, brand } = options;
  const deps = {
    db: database.db,
    mailer: options.mailer ?? createMailer(database.db, config, app.log),
    brand,
    publicUrl: config.publicUrl,
  };
  await app.register(definitionRoutes, { db: database.db, brand });
  if (!brand.navSwitches.processes) return;
  await app.register(processRoutes, deps);
  await app.register(submissionRoutes, deps);
}
