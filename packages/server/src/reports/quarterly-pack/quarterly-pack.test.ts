import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, parseQuarter } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { accounts, documents, emailOutbox, users } from '../../db/schema/index';
import { startJobEngine, type JobEngine } from '../../jobs/job-engine';
import { QUEUES } from '../../jobs/queues';
import { createMailer } from '../../mail/create-mailer';
import { providerForBrand } from '../../providers/select-provider';
import { storageFromConfig } from '../../storage/index';
import type { FileStorage } from '../../storage/file-storage';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld } from '../../testing/portfolio-fixtures';
import { sessionCookie } from '../../testing/sign-in-as';
import { startTestServer, testConfig, type TestServer } from '../../testing/test-server';
import { ChromiumPrinter } from '../chromium-printer';
import { packFileName } from './file-pack-document';
import { PACK_QUEUE } from './pack-job-data';
import { workQuarterlyPacks } from './quarterly-pack-job';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const canPrint = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(chromium);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A failed attempt ends the job here (production retries it three times with backoff). */
const queues = QUEUES.map((queue) => (queue.name === PACK_QUEUE ? { ...queue, retryLimit: 0 } : queue));

/**
 * The quarterly pack (issue 14 item 5) over the fixture world with the real Chromium: portal A's
 * two clients each get exactly one Account document for the quarter, titled in their language; a
 * re-run gives the same documents new files (the old ones removed) and mails each client once more;
 * portal B's client is untouched; a client whose filing fails leaves nothing behind and fails the job.
 */
describe.runIf(canPrint)('quarterly packs', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let jobs: JobEngine;
  let server: TestServer;
  let printer: ChromiumPrinter;
  let storage: FileStorage;
  let cookie: string;
  const env = { LOG_LEVEL: 'silent', WEB_DIST: webDist, CHROMIUM_PATH: chromium, RATE_LIMIT_MAX: '100000' };

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    await addPortfolioWorld(db.db, world);
    // The neighbour reads the portal in Icelandic: their report and its title are Icelandic.
    await db.db.update(users).set({ userLanguage: 'is' }).where(eq(users.id, world.users.neighbour));
    jobs = await startJobEngine(db, { logger: quiet, work: true, pollingIntervalSeconds: 0.5, queues });
    printer = new ChromiumPrinter({ executablePath: chromium, pages: 2 });
    server = await startTestServer({ database: db, env, extra: { jobs, printer } });
    const config = testConfig(env);
    const brand = getBrand(config.brand);
    storage = storageFromConfig(config);
    await workQuarterlyPacks(jobs, {
      db: db.db,
      config: { ...config, reports: { ...config.reports, quarterlyPackSchedule: 'off' } },
      brand,
      provider: providerForBrand(brand, config, db.db),
      storage,
      mailer: createMailer(db.db, config, server.app.log),
      logger: quiet,
      printing: { printer, origin: server.url },
    });
    cookie = await sessionCookie(db.db, world.users.admin);
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop({ timeoutMs: 1000 });
    await server?.close();
    await printer?.close();
    await db?.drop();
  });

  const start = (body: object, as = cookie) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/quarterly-reports',
      headers: { cookie: `${as}; portal_csrf=t`, 'x-csrf-token': 't' },
      payload: body,
    });

  /** Waits for the job to end; its final pg-boss state. */
  async function finished(id: string): Promise<string> {
    for (let i = 0; i < 240; i++) {
      // Raw SQL through drizzle, so the test runs on PGlite and on a PostgreSQL server alike.
      const result = await db.db.execute(sql`select state from pgboss.job where id = ${id}`);
      const state = (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
      if (state === 'completed' || state === 'failed') return state;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`job ${id} did not end`);
  }

  const packDocuments = (quarter: string) =>
    db.db
      .select({
        id: documents.id,
        accountId: documents.accountId,
        name: documents.name,
        fileKey: documents.fileKey,
      })
      .from(documents)
      .where(and(eq(documents.fileName, `quarterly-report-${quarter}.pdf`), eq(documents.active, true)));
  const mailsTo = async (userIds: string[]) => {
    const emails = (
      await db.db.select({ email: users.email }).from(users).where(inArray(users.id, userIds))
    ).map((row) => row.email);
    return db.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, locale: emailOutbox.locale })
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, emails));
  };

  it('files exactly one document per client of the portal, and a re-run replaces it', async () => {
    const clientsA = [world.accounts.investor, world.accounts.neighbour];
    const response = await start({ portalId: world.portalA, quarter: '2025-Q1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await finished(response.json().id)).toBe('completed');

    const first = await packDocuments('2025-Q1');
    expect(first.map((d) => d.accountId).sort()).toEqual([...clientsA].sort());
    const byAccount = new Map(first.map((d) => [d.accountId, d]));
    expect(byAccount.get(world.accounts.investor)!.name).toBe('Quarterly report Q1 2025');
    expect(byAccount.get(world.accounts.neighbour)!.name).toBe('Ársfjórðungsskýrsla 1. ársfjórðungs 2025');
    for (const doc of first) {
      const file = await storage.get(doc.fileKey);
      expect(Buffer.from(file!.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    // The client's "for your attention" section lists it.
    const investorCookie = await sessionCookie(db.db, world.users.investor);
    const attention = await server.app.inject({
      method: 'GET',
      url: `/api/portals/${world.portalA}/library/documents?section=attention`,
      headers: { cookie: investorCookie },
    });
    expect(attention.statusCode, attention.body).toBe(200);
    expect(JSON.stringify(attention.json())).toContain(byAccount.get(world.accounts.investor)!.id);
    // Each client mailed once, in their language; the other portal's client not at all.
    await new Promise((resolve) => setTimeout(resolve, 300)); // mail goes out after the commit
    const mails = await mailsTo([world.users.investor, world.users.neighbour]);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === 'neighbour@clients.example')!.locale).toBe('is');
    expect(await mailsTo([world.users.otherPortalInvestor])).toHaveLength(0);

    // The same quarter again: the same rows with new files, the old files gone, one more mail each.
    const again = await start({ portalId: world.portalA, quarter: '2025-Q1' });
    expect(again.statusCode).toBe(200);
    expect(await finished(again.json().id)).toBe('completed');
    const second = await packDocuments('2025-Q1');
    expect(second.map((d) => d.id).sort()).toEqual(first.map((d) => d.id).sort());
    for (const doc of second) {
      expect(doc.fileKey).not.toBe(byAccount.get(doc.accountId)!.fileKey);
      expect(await storage.get(doc.fileKey)).not.toBeNull();
      expect(await storage.get(byAccount.get(doc.accountId)!.fileKey)).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo([world.users.investor, world.users.neighbour])).toHaveLength(4);
    // Portal B's client has no pack document.
    const [bea] = await db.db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(accounts, eq(accounts.id, documents.accountId))
      .where(and(eq(accounts.portalId, world.portalB), like(documents.fileName, 'quarterly-report-%')));
    expect(bea).toBeUndefined();
  }, 180_000);

  it('refuses another company, a group of another portal and a quarter not yet over', async () => {
    const other = await sessionCookie(db.db, world.users.otherCompanyAdmin);
    expect((await start({ portalId: world.portalA, quarter: '2025-Q1' }, other)).statusCode).toBe(404);
    expect(
      (
        await start({
          portalId: world.portalA,
          quarter: '2025-Q1',
          groupId: '00000000-0000-4000-8000-000000000001',
        })
      ).statusCode,
    ).toBe(404);
    const future = await start({ portalId: world.portalA, quarter: '2999-Q4' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe('validation_error');
    expect((await start({ portalId: world.portalA, quarter: '2025-Q5' })).statusCode).toBe(400);
  });

  it('leaves nothing filed for a client whose filing fails, and fails the job for a retry', async () => {
    // The database refuses the neighbour's document (as a crash between print and file would).
    await db.exec(`
      create function refuse_neighbour() returns trigger language plpgsql as $$
      begin
        if new.account_id = '${world.accounts.neighbour}' then raise exception 'refused by the test'; end if;
        return new;
      end $$;
      create trigger refuse_neighbour before insert on documents for each row execute function refuse_neighbour();`);
    const packFiles = async () =>
      (await storage.list('General/')).filter((f) => f.key.endsWith(packFileName(parseQuarter('2024-Q4')!)));
    const filesBefore = await packFiles();
    const response = await start({ portalId: world.portalA, quarter: '2024-Q4' });
    expect(response.statusCode).toBe(200);
    expect(await finished(response.json().id)).toBe('failed');
    const docs = await packDocuments('2024-Q4');
    expect(docs.map((d) => d.accountId)).toEqual([world.accounts.investor]);
    // One stored file for the quarter: the investor's; the neighbour's bytes were removed.
    const filesAfter = await packFiles();
    expect(filesAfter.length - filesBefore.length).toBe(1);
    await db.exec(`drop trigger refuse_neighbour on documents; drop function refuse_neighbour();`);

    // The retry (pg-boss's, here the admin's) files the neighbour's report only: the investor's,
    // filed by this run's first attempt, keeps its file and the investor is not mailed again.
    const mailsBefore = await mailsTo([world.users.investor]);
    expect(await jobs.retry(response.json().id)).toBe('retried');
    expect(await finished(response.json().id)).toBe('completed');
    const retried = await packDocuments('2024-Q4');
    expect(retried.map((d) => d.accountId).sort()).toEqual(
      [world.accounts.investor, world.accounts.neighbour].sort(),
    );
    expect(retried.find((d) => d.accountId === world.accounts.investor)!.fileKey).toBe(docs[0]!.fileKey);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo([world.users.investor])).toHaveLength(mailsBefore.length);
  }, 120_000);
});
