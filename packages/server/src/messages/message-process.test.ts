import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/domain';
import { documents, forms, messages, processes, sms, users } from '../db/schema/index';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { startLibraryHarness, type LibraryHarness, type UserApi } from '../library/testing/library-harness';
import { createMailer } from '../mail/create-mailer';
import { createOutboxSmsProvider } from '../sms/outbox-sms-provider';
import { startTestServer, testConfig, type TestServer } from '../testing/test-server';
import { ChromiumPrinter } from '../reports/chromium-printer';
import { MESSAGE_FILE_QUEUE, workMessageFiling } from './file-message';
import { MESSAGE_NOTIFY_QUEUE, workMessageNotifications } from './message-notify';

let h: LibraryHarness;
let investor: UserApi;
let advisor: UserApi;
let base: string;
let kyc: string;
let otherPortalProcess: string;
let closedProcess: string;

async function insertProcess(portalId: string, name: string, active = true): Promise<string> {
  const [form] = await h.db.db
    .insert(forms)
    .values({ portalId, name: `${name} form` })
    .returning();
  const [row] = await h.db.db
    .insert(processes)
    .values({ portalId, name, formId: form!.id, active })
    .returning({ id: processes.id });
  return row!.id;
}

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  h = await startLibraryHarness();
  investor = await h.as(h.world.users.investor);
  advisor = await h.as(h.world.users.ownerAdvisor);
  base = `/api/portals/${h.world.portalA}/messages`;
  kyc = await insertProcess(h.world.portalA, 'Know your client');
  otherPortalProcess = await insertProcess(h.world.portalB, 'Beta onboarding');
  closedProcess = await insertProcess(h.world.portalA, 'Retired process', false);
});
afterAll(async () => {
  await h?.close();
});

const toAdvisor = () => [{ kind: 'user', id: h.world.users.ownerAdvisor }];

describe('a message about a process, in a subthread, with its notification rules (§3 Message)', () => {
  it('stores them, shows the process on the message and lists the process conversation for both sides', async () => {
    const sent = await investor.send('POST', base, {
      subject: 'My KYC answers',
      recipient: toAdvisor(),
      body: '<p>I sent the form.</p>',
      processId: kyc,
      subthread: '  Proof of address ',
      notification: { value: 'inApp', notify: true },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [id] = sent.body.ids as string[];
    const [row] = await h.db.db.select().from(messages).where(eq(messages.id, id!));
    expect(row).toMatchObject({
      processId: kyc,
      subthread: 'Proof of address',
      notification: [{ value: 'inApp', notify: true }],
      attachMessage: false,
    });

    const thread = await advisor.get(`${base}/${id}`);
    expect(thread.body.items[0]).toMatchObject({
      process: { id: kyc, name: 'Know your client' },
      subthread: 'Proof of address',
      notification: [{ value: 'inApp', notify: true }],
      attachMessage: false,
    });
    // A reply stays with the thread's process, under its own topic.
    const reply = await advisor.send('POST', `${base}/${id}/replies`, {
      body: 'Thanks, one more page please',
      subthread: 'Missing page',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    for (const api of [investor, advisor]) {
      const conversation = await api.get(`${base}?processId=${kyc}`);
      expect(conversation.status).toBe(200);
      expect(
        conversation.body.items.map((m: { subject: string; subthread: string | null }) => [
          m.subject,
          m.subthread,
        ]),
      ).toEqual([
        ['Re: My KYC answers', 'Missing page'],
        ['My KYC answers', 'Proof of address'],
      ]);
    }
  });

  it('keeps a process conversation to those who can read its messages', async () => {
    for (const user of [h.world.users.neighbour, h.world.users.otherAdvisor]) {
      const listed = await (await h.as(user)).get(`${base}?processId=${kyc}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toEqual([]);
    }
    const outsider = await h.as(h.world.users.otherCompanyAdmin);
    expect((await outsider.get(`${base}?processId=${kyc}`)).status).toBe(404);
    expect((await investor.get(`${base}?processId=not-an-id`)).body.items).toEqual([]);
  });

  it("follows the group rule (§6): a member who joined after a group message does not see it in the process's conversation", async () => {
    const review = await insertProcess(h.world.portalA, 'Annual review');
    await h.db.db
      .update(messages)
      .set({ processId: review })
      .where(eq(messages.id, h.library.messages.groupBefore));
    const listed = async (user: string) =>
      (await (await h.as(user)).get(`${base}?processId=${review}`)).body.items.map(
        (m: { id: string }) => m.id,
      );
    expect(await listed(h.world.users.neighbour)).toEqual([h.library.messages.groupBefore]);
    expect(await listed(h.world.users.investor)).toEqual([]);
  });

  it('refuses a process of another portal, an unknown or inactive one, with the same 400', async () => {
    for (const processId of [otherPortalProcess, randomUUID(), closedProcess, 'nope']) {
      const refused = await investor.send('POST', base, {
        subject: 'Hi',
        recipient: toAdvisor(),
        body: 'Hello',
        processId,
      });
      expect(refused.status, processId).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'process_not_found',
        message: 'The process could not be found',
      });
    }
    // A reply cannot move a thread to another process: the field is not part of a reply.
    const [first] = await h.db.db.select({ id: messages.id }).from(messages).limit(1);
    const reply = await advisor.send('POST', `${base}/${first!.id}/replies`, { body: 'x', processId: kyc });
    expect(reply.status).toBe(400);
  });

  it('validates notification, subthread and attachMessage strictly', async () => {
    const message = { subject: 'Hi', recipient: toAdvisor(), body: 'Hello' };
    const cases: [unknown, string][] = [
      [{ notification: { value: 'fax', notify: true } }, 'The request is not valid'],
      [{ notification: { value: 'email' } }, 'The request is not valid'],
      [{ notification: { value: 'email', notify: true, extra: 1 } }, 'This field cannot be saved here'],
      [{ process: 'x' }, 'This field cannot be saved here'],
      [{ notification: [] }, 'The request is not valid'],
      [
        {
          notification: [
            { value: 'sms', notify: true },
            { value: 'sms', notify: false },
          ],
        },
        'The request is not valid',
      ],
      [{ subthread: 'x'.repeat(101) }, 'Max 100 characters'],
      [{ attachMessage: 'yes' }, 'The request is not valid'],
    ];
    for (const [extra, wording] of cases) {
      const refused = await investor.send('POST', base, { ...message, ...(extra as object) });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(refused.body.error), JSON.stringify(extra)).toContain(wording);
    }
    // attach_message files the message in a library: a message to an advisor has none.
    const toUser = await investor.send('POST', base, { ...message, attachMessage: true });
    expect(toUser.status).toBe(400);
    expect(toUser.body.error).toEqual({
      code: 'attach_message_not_allowed',
      message: 'Only a message to an account or a group can be filed in its library',
    });
  });
});

describe('notification rules are honoured', () => {
  it('texts the advisor in their language and does not e-mail when e-mail is off', async () => {
    await h.db.db
      .update(users)
      .set({ phone: '+3545551234', userLanguage: 'is' })
      .where(eq(users.id, h.world.users.ownerAdvisor));
    const quiet = await investor.send('POST', base, {
      subject: 'Text only please',
      recipient: toAdvisor(),
      body: 'Hello',
      notification: [
        { value: 'email', notify: false },
        { value: 'sms', notify: true },
      ],
    });
    expect(quiet.status).toBe(201);
    const text = await until(async () => {
      const [row] = await h.db.db
        .select()
        .from(sms)
        .where(and(eq(sms.userId, h.world.users.ownerAdvisor), eq(sms.toPhone, '+3545551234')));
      return row;
    });
    expect(text.body).toBe(
      'Alpha Private Clients: investor sendi þér skilaboð. Skráðu þig inn til að lesa þau.',
    );
    // A default message after it is e-mailed; by then the first would have been too.
    await investor.send('POST', base, { subject: 'Mailed as always', recipient: toAdvisor(), body: 'Hello' });
    await h.smtp.waitFor((mail) => mail.body.includes('Mailed as always'));
    expect(h.smtp.mails.some((mail) => mail.body.includes('Text only please'))).toBe(false);
  });
});

describe('notifications go through the job engine', () => {
  let engine: JobEngine;
  let server: TestServer;

  beforeAll(async () => {
    engine = await startJobEngine(h.db, {
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      work: true,
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    server = await startTestServer({
      database: h.db,
      env: { DATA_DIR: h.dataDir, SMTP_URL: h.smtp.url, PUBLIC_URL: 'http://localhost:3000' },
      extra: { jobs: engine },
    });
  });
  const printer = new ChromiumPrinter({ executablePath: testConfig().reports.chromiumPath, pages: 1 });
  afterAll(async () => {
    await server?.close();
    await engine?.stop({ timeoutMs: 1000 });
    await printer.close();
  });

  it('queues one job per message with it, and the worker mails the client of the account', async () => {
    const answer = await fetch(`${server.url}${base}`, {
      method: 'POST',
      headers: { ...advisor.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Your review is due',
        recipient: [{ kind: 'account', id: h.world.accounts.investor }],
        body: '<p>Please book a time.</p>',
      }),
    });
    expect(answer.status).toBe(201);
    const queued = await engine.list({
      portalIds: [h.world.portalA],
      queue: MESSAGE_NOTIFY_QUEUE,
      limit: 10,
      offset: 0,
    });
    expect(queued.jobs).toHaveLength(1);
    // Nothing is sent until a worker takes the job.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.smtp.mails.some((mail) => mail.body.includes('Your review is due'))).toBe(false);
    await workMessageNotifications(engine, {
      db: h.db.db,
      mailer: createMailer(h.db.db, { smtpUrl: h.smtp.url, mailFrom: 'portal@example.com' }, server.app.log),
      sms: createOutboxSmsProvider(h.db.db, server.app.log),
      brand: getBrand(testConfig().brand),
      publicUrl: 'http://localhost:3000',
    });
    const mail = await h.smtp.waitFor((m) => m.body.includes('Your review is due'), 15_000);
    expect(mail.to.join()).toContain('investor');
    expect(mail.body).toContain('You have a new message');
  });

  it('files a message sent with attachMessage in the account library as a PDF, by the sender', async () => {
    const answer = await fetch(`${server.url}${base}`, {
      method: 'POST',
      headers: { ...advisor.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Σύνοψη συνάντησης',
        recipient: [{ kind: 'account', id: h.world.accounts.investor }],
        body: '<p>Agreed: rebalance in <strong>May</strong>.</p>',
        attachMessage: true,
        notification: { value: 'email', notify: false },
      }),
    });
    expect(answer.status).toBe(201);
    const queued = await engine.list({
      portalIds: [h.world.portalA],
      queue: MESSAGE_FILE_QUEUE,
      limit: 10,
      offset: 0,
    });
    expect(queued.jobs).toHaveLength(1);
    await workMessageFiling(engine, {
      db: h.db.db,
      storage: h.storage,
      brand: getBrand(testConfig().brand),
      printer,
      log: server.app.log,
    });
    const filed = await until(async () => {
      const [row] = await h.db.db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.accountId, h.world.accounts.investor),
            eq(documents.name, 'Σύνοψη συνάντησης.pdf'),
          ),
        );
      return row;
    }, 30_000);
    expect(filed).toMatchObject({ type: 'Account documents', createdBy: h.world.users.ownerAdvisor });
    const download = await investor.get(`/api/portals/${h.world.portalA}/library/documents/${filed.id}/file`);
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
