import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { storageFromConfig } from '../storage/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { createLibraryWorld, type LibraryWorld } from '../testing/library-fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, testConfig } from '../testing/test-server';

/** The smallest install with accounts, portfolios with history and documents with their files. */
export interface InstallData {
  world: AccessWorld;
  portfolios: PortfolioWorld;
  library: LibraryWorld;
}

export async function fillInstall(database: DatabaseHandle, config: Config): Promise<InstallData> {
  const world = await createAccessWorld(database.db);
  const portfolios = await addPortfolioWorld(database.db, world);
  const library = await createLibraryWorld(database.db, world, storageFromConfig(config));
  return { world, portfolios, library };
}

/** A test configuration whose data (embedded database, files, signing key) live in `dataDir`. */
export function installConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return testConfig({ DATA_DIR: dataDir, ...env });
}

export async function tempRoot(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
}

export interface Answer {
  status: number;
  contentType: string | null;
  body: Buffer;
}

/**
 * What the investor's browser gets over real HTTP from an app on `database` and the files of
 * `dataDir`: the account page's answer, a portfolio's, and a document download, as raw bytes.
 */
export async function investorPages(
  database: DatabaseHandle,
  dataDir: string,
  data: InstallData,
): Promise<Record<'account' | 'portfolio' | 'download', Answer>> {
  const server = await startTestServer({ database, env: { DATA_DIR: dataDir } });
  try {
    const cookie = await sessionCookie(database.db, data.world.users.investor);
    const portal = `${server.url}/api/portals/${data.world.portalA}`;
    const account = `${portal}/accounts/${data.world.accounts.investor}`;
    const get = async (url: string): Promise<Answer> => {
      const response = await fetch(url, { headers: { cookie } });
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    };
    return {
      account: await get(account),
      portfolio: await get(`${account}/portfolios/${data.portfolios.gia}`),
      download: await get(`${portal}/library/documents/${data.library.documents.investor}/file`),
    };
  } finally {
    await server.close();
  }
}
