import { eq } from 'drizzle-orm';
import type { BrandConfig } from '@portal/domain';
import { getBrand } from '@portal/domain';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { organisations, users } from '../../db/schema/index';
import { startSmtpCapture, type SmtpCapture } from '../../mail/testing/smtp-capture';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { AuthContext } from '../context';
import { createMailer } from '../../mail/create-mailer';
import { hashPassword } from '../password';
import { TestClient } from './http-client';
import { derivedKey } from '../mfa/secret-box';

/** The fixture server's signing key, so that tests' own auth contexts open what the server sealed. */
const TOKEN_SIGNING_KEY = 'auth-fixture-signing-key-0123456789abcdef';

export interface AuthFixture {
  db: TestDatabase;
  smtp: SmtpCapture;
  server: TestServer;
  client(headers?: Record<string, string>): TestClient;
  /** A verified password user, ready to sign in. */
  createUser(
    values: Partial<typeof users.$inferInsert> & { email: string; password?: string },
  ): Promise<string>;
  context(now?: Date): AuthContext;
  close(): Promise<void>;
}

/** A migrated database, a real SMTP server and the app listening with SMTP_URL pointing at it. */
export async function startAuthFixture(env: Record<string, string> = {}): Promise<AuthFixture> {
  const db = await createTestDatabase();
  const smtp = await startSmtpCapture();
  const server = await startTestServer({
    database: db,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000', TOKEN_SIGNING_KEY, ...env },
  });
  const brand: BrandConfig = getBrand((env.BRAND ?? 'asset-manager') as BrandConfig['id']);
  const log = pino({ level: 'silent' });
  return {
    db,
    smtp,
    server,
    client: (headers) => new TestClient(server.url, headers),
    async createUser({ password = 'Secret-pass-1', ...values }) {
      const [row] = await db.db
        .insert(users)
        .values({
          name: 'Test User',
          emailVerifiedAt: new Date(),
          passwordHash: await hashPassword(password),
          ...values,
        })
        .returning({ id: users.id });
      return row!.id;
    },
    context: (now = new Date()) => ({
      db: db.db,
      brand,
      mailer: createMailer(db.db, { smtpUrl: smtp.url, mailFrom: 'test@localhost' }, log),
      publicUrl: 'http://localhost:3000',
      totpKey: derivedKey(Buffer.from(env.TOKEN_SIGNING_KEY ?? TOKEN_SIGNING_KEY), 'totp-secret'),
      log,
      now,
    }),
    async close() {
      await server.close();
      await smtp.close();
      await db.drop();
    },
  };
}

export async function addOrganisation(
  db: TestDatabase,
  values: { name: string; domain?: string; url?: string },
) {
  const [row] = await db.db.insert(organisations).values(values).returning({ id: organisations.id });
  return row!.id;
}

export async function userByEmail(db: TestDatabase, email: string) {
  const [row] = await db.db.select().from(users).where(eq(users.email, email));
  return row;
}
