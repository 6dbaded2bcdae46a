import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/mailer';
import { storageFromConfig, type FileStorage } from '../storage/index';
import { virusScannerFromConfig } from '../storage/virus-scan/virus-scanner';
import type { LibraryDeps } from './library-context';

export interface LibraryApiOptions {
  config: Config;
  database: DatabaseHandle;
  brand: BrandConfig;
  /** Defaults to SMTP when config.smtpUrl is set, else the outbox table. */
  mailer?: Mailer | undefined;
  /** Defaults to the configured store (S3 when S3_* is set, else DATA_DIR/files). */
  storage?: FileStorage | undefined;
}

/** The dependencies of the library and messages routes, from the app's options. */
export function libraryDeps(app: FastifyInstance, options: LibraryApiOptions): LibraryDeps {
  const { config, database, brand } = options;
  return {
    db: database.db,
    storage: options.storage ?? storageFromConfig(config),
    mailer: options.mailer ?? createMailer(database.db, config, app.log),
    brand,
    publicUrl: config.publicUrl,
    virusScanner: virusScannerFromConfig(config, app.log),
  };
}
