import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { startSmtpCapture, type SmtpCapture } from '../../mail/testing/smtp-capture';
import { createLocalStorage, localFilesRoot, type FileStorage } from '../../storage/index';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { createLibraryWorld, type LibraryWorld } from '../../testing/library-fixtures';
import { sessionCookie } from '../../testing/sign-in-as';
import { startTestServer, type TestServer } from '../../testing/test-server';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
}

/** One signed-in user's HTTP calls, the way the web app makes them (session and CSRF cookies). */
export interface UserApi {
  get(url: string): Promise<ApiAnswer>;
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<ApiAnswer>;
  /** A multipart upload with one file part. */
  upload(url: string, file: { name: string; bytes: Uint8Array; type?: string }): Promise<ApiAnswer>;
  headers: Record<string, string>;
}

export interface LibraryHarness {
  db: TestDatabase;
  world: AccessWorld;
  library: LibraryWorld;
  smtp: SmtpCapture;
  server: TestServer;
  /** The server's data directory; files are under `files/`. */
  dataDir: string;
  storage: FileStorage;
  as(userId: string): Promise<UserApi>;
  close(): Promise<void>;
}

async function answer(response: Response): Promise<ApiAnswer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(bytes.toString()) : undefined,
    bytes,
  };
}

/**
 * The access and library worlds in a fresh database, a real SMTP server, and the app over HTTP
 * with its own data folder (so a test can count stored files).
 */
export async function startLibraryHarness(env: Record<string, string> = {}): Promise<LibraryHarness> {
  const db = await createTestDatabase();
  const smtp = await startSmtpCapture();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-library-'));
  const storage = createLocalStorage(localFilesRoot(dataDir));
  const world = await createAccessWorld(db.db);
  const library = await createLibraryWorld(db.db, world, storage);
  const server = await startTestServer({
    database: db,
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_MAX: '5000',
      ...env,
    },
  });
  return {
    db,
    world,
    library,
    smtp,
    server,
    dataDir,
    storage,
    async as(userId) {
      const headers = { cookie: `${await sessionCookie(db.db, userId)}; portal_csrf=t`, 'x-csrf-token': 't' };
      return {
        headers,
        get: async (url) => answer(await fetch(`${server.url}${url}`, { headers })),
        send: async (method, url, body) =>
          answer(
            await fetch(`${server.url}${url}`, {
              method,
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            }),
          ),
        upload: async (url, file) => {
          const form = new FormData();
          form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
          return answer(await fetch(`${server.url}${url}`, { method: 'POST', headers, body: form }));
        },
      };
    },
    async close() {
      await server.close();
      await smtp.close();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
