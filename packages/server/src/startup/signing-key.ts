import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'signing.key';

/**
 * The server's secret key when TOKEN_SIGNING_KEY is not set: kept in the data folder (created once,
 * readable by this user only) so that a restart can still open what it encrypted (authenticator
 * secrets) and check what it signed. Several processes sharing one database need TOKEN_SIGNING_KEY.
 */
export async function persistentSigningKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': a second process starting at the same moment keeps the first one's key.
    await fs.writeFile(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  }
}
