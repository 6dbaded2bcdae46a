import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, messages, users } from '../db/schema/index';
import { startLibraryHarness, type LibraryHarness, type UserApi } from '../library/testing/library-harness';
import { startTestServer } from '../testing/test-server';

let h: LibraryHarness;
let investor: UserApi;
let advisor: UserApi;
let neighbour: UserApi;
let base: string;

beforeAll(async () => {
  h = await startLibraryHarness();
  investor = await h.as(h.world.users.investor);
  advisor = await h.as(h.world.users.ownerAdvisor);
  neighbour = await h.as(h.world.users.neighbour);
  base = `/api/portals/${h.world.portalA}/messages`;
});
afterAll(async () => {
  await h?.close();
});

const subjects = (answer: { body: { items: { subject: string }[] } }) =>
  answer.body.items.map((item) => item.subject).sort();

describe('who sees which message (§6)', () => {
  it('hides a group message from a member who joined after it was sent', async () => {
    const latest = await investor.get(`${base}?tab=latest`);
    expect(subjects(latest)).toEqual(['Club news, March', 'Reminder', 'Your statement']);
    expect((await investor.get(`${base}/${h.library.messages.groupBefore}`)).status).toBe(404);
    expect((await investor.get(`${base}/${h.library.messages.groupAfter}`)).status).toBe(200);
    // The neighbour's account was in the group long before: both.
    expect(subjects(await neighbour.get(`${base}?tab=latest`))).toEqual([
      'Club news, January',
      'Club news, March',
    ]);
  });

  it("keeps others' messages out: another advisor, another company, even the company admin", async () => {
    const id = h.library.messages.toInvestor;
    for (const user of [h.world.users.otherAdvisor, h.world.users.admin, h.world.users.neighbour]) {
      const api = await h.as(user);
      expect((await api.get(`${base}/${id}`)).status).toBe(404);
      expect((await api.send('POST', `${base}/${id}/replies`, { body: 'hi' })).status).toBe(404);
    }
    expect((await (await h.as(h.world.users.otherCompanyAdmin)).get(base)).status).toBe(404);
  });

  it('gives the sender the thread in sent, and the reader the starter for "In {name} thread started at {date}"', async () => {
    const sent = await advisor.get(`${base}?tab=sent`);
    expect(subjects(sent)).toEqual(['Club news, January', 'Club news, March', 'Reminder', 'Your statement']);
    const thread = await investor.get(`${base}/${h.library.messages.toInvestor}`);
    expect(thread.body.items).toHaveLength(1);
    expect(thread.body.items[0]).toMatchObject({
      subject: 'Your statement',
      body: '<p>Your statement</p>',
      sender: { id: h.world.users.ownerAdvisor, name: 'Olive Owner' },
      recipient: { kind: 'account', id: h.world.accounts.investor, name: 'Ada Investor' },
      threadInitiator: { name: 'Olive Owner', at: '2026-03-10T09:00:00.000Z' },
      attachments: [{ documentId: h.library.documents.investor, name: 'Statement Q1.pdf' }],
      read: false,
    });
  });
});

describe('writing (§2, §5)', () => {
  it('lets a client write only to their advisor, who is the fixed recipient', async () => {
    const recipients = await investor.get(`${base}/recipients`);
    expect(recipients.body).toEqual({
      advisors: [{ id: h.world.users.ownerAdvisor, name: 'owner' }],
      accounts: [],
      groups: [],
      fixed: true,
    });
    for (const recipient of [
      { kind: 'user', id: h.world.users.otherAdvisor },
      { kind: 'account', id: h.world.accounts.investor },
      { kind: 'group', id: h.library.group },
    ]) {
      const refused = await investor.send('POST', base, {
        subject: 'Hi',
        recipient: [recipient],
        body: 'Hello',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'recipient_not_allowed',
        message: 'You cannot send a message to this recipient',
      });
    }
  });

  it('gives professionals accounts and groups to pick', async () => {
    const recipients = await advisor.get(`${base}/recipients?search=a`);
    expect(recipients.body.fixed).toBe(false);
    expect(recipients.body.accounts.map((a: { name: string }) => a.name)).toEqual(['Ada Investor']);
    expect(
      (await advisor.get(`${base}/recipients`)).body.groups.map((g: { name: string }) => g.name),
    ).toEqual(['Income Club']);
  });

  it('answers with the §5 messages', async () => {
    const empty = await investor.send('POST', base, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.map((f: { message: string }) => f.message)).toEqual([
      'Subject is required',
      'Recipient is required',
      'Message is required',
    ]);
    const onlyScript = await investor.send('POST', base, {
      subject: 'Hi',
      recipient: [{ kind: 'user', id: h.world.users.ownerAdvisor }],
      body: '<script>alert(1)</script>',
    });
    expect(onlyScript.body.error.message).toBe('Message is required');
  });

  it('sends a sanitised message with an attachment, counts it unread, and logs it with the row', async () => {
    const sent = await investor.send('POST', base, {
      subject: 'Question about my statement',
      recipient: [{ kind: 'user', id: h.world.users.ownerAdvisor }],
      body: '<p onclick="x()">Is <a href="javascript:alert(1)">this</a> right?</p><img src=x onerror=alert(1)><script>steal()</script>',
      attachmentIds: [h.library.documents.investor],
    });
    expect(sent.status).toBe(201);
    const [id] = sent.body.ids as string[];
    const [row] = await h.db.db.select().from(messages).where(eq(messages.id, id!));
    expect(row!.body).toBe('<p>Is <a rel="noopener noreferrer nofollow" target="_blank">this</a> right?</p>');
    expect(await h.db.db.select().from(logs).where(eq(logs.entityId, id!))).toMatchObject([
      { type: 'message', collection: 'messages', createdBy: h.world.users.investor },
    ]);

    expect((await advisor.get(`${base}/unread-count`)).body).toEqual({ unread: 1 });
    const inbox = await advisor.get(`${base}?tab=latest`);
    expect(inbox.body.items[0]).toMatchObject({
      id,
      preview: 'Is this right?',
      read: false,
      attachments: [{ documentId: h.library.documents.investor, name: 'Statement Q1.pdf' }],
    });
    const attachment = await advisor.get(`${base}/${id}/attachments/${h.library.documents.investor}`);
    expect(attachment.status).toBe(200);
    expect(attachment.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await advisor.send('POST', `${base}/${id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(204);
    expect((await advisor.get(`${base}/unread-count`)).body).toEqual({ unread: 0 });
  });

  it("refuses to attach a document the sender cannot read, and the attachment route serves only the message's", async () => {
    const refused = await investor.send('POST', base, {
      subject: 'Hi',
      recipient: [{ kind: 'user', id: h.world.users.ownerAdvisor }],
      body: 'See attached',
      attachmentIds: [h.library.documents.neighbour],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('An attachment could not be found');
    const other = `${base}/${h.library.messages.toInvestor}/attachments/${h.library.documents.neighbour}`;
    expect((await investor.get(other)).status).toBe(404);
  });
});

describe('threads and tabs (§2, §4)', () => {
  it('replies to the starter, keeps the thread and its initiator', async () => {
    const reply = await investor.send('POST', `${base}/${h.library.messages.toInvestor}/replies`, {
      body: '<p>Thank you</p>',
    });
    expect(reply.status).toBe(201);
    const thread = await advisor.get(`${base}/${reply.body.id}`);
    expect(thread.body.threadId).toBe(h.library.messages.toInvestor);
    expect(thread.body.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Your statement',
      'Re: Your statement',
    ]);
    expect(thread.body.items[1]).toMatchObject({
      isReply: true,
      recipient: { kind: 'user', id: h.world.users.ownerAdvisor },
      sender: { id: h.world.users.investor, name: 'investor' },
      threadInitiator: { name: 'Olive Owner', at: '2026-03-10T09:00:00.000Z' },
    });
    // The starter writes back to where the thread went: the investor's account.
    const back = await advisor.send('POST', `${base}/${reply.body.id}/replies`, { body: 'You are welcome' });
    const [row] = await h.db.db.select().from(messages).where(eq(messages.id, back.body.id));
    expect(row).toMatchObject({
      recipientAccountId: h.world.accounts.investor,
      subject: 'Re: Your statement',
    });
  });

  it('archives and deletes a thread for the viewer only', async () => {
    const id = h.library.messages.toInvestor;
    expect((await investor.send('POST', `${base}/${id}/archive`, {})).status).toBe(204);
    expect(subjects(await investor.get(`${base}?tab=latest`))).not.toContain('Your statement');
    expect(subjects(await investor.get(`${base}?tab=archive`))).toEqual([
      'Re: Your statement',
      'Re: Your statement',
      'Your statement',
    ]);
    expect((await investor.send('POST', `${base}/${id}/archive`, { archived: false })).status).toBe(204);
    expect(subjects(await investor.get(`${base}?tab=archive`))).toEqual([]);

    expect((await investor.send('DELETE', `${base}/${id}`)).status).toBe(204);
    expect((await investor.get(`${base}/${id}`)).status).toBe(404);
    expect(subjects(await investor.get(`${base}?tab=latest`))).not.toContain('Your statement');
    expect((await advisor.get(`${base}/${id}`)).status).toBe(200);
  });
});

describe('notifications in the recipient’s language', () => {
  it('mails the client of the account in Icelandic through SMTP', async () => {
    await h.db.db.update(users).set({ userLanguage: 'is' }).where(eq(users.id, h.world.users.neighbour));
    const sent = await advisor.send('POST', base, {
      subject: 'Quarterly call',
      recipient: [{ kind: 'account', id: h.world.accounts.neighbour }],
      body: '<p>Shall we talk on Friday?</p>',
    });
    expect(sent.status).toBe(201);
    const mail = await h.smtp.waitFor(
      (m) => m.to.includes('neighbour@clients.example') && m.body.includes('Quarterly call'),
    );
    expect(mail.body).toContain('Þú átt ný skilaboð');
    expect(mail.body).toContain(`http://localhost:3000/dashboard/${h.world.portalA}/messages`);
    expect(mail.body).not.toContain('Shall we talk on Friday');
  });
});

describe('the partners brand has no messages (§2)', () => {
  it('answers 404 on the messages routes while the library works', async () => {
    const partners = await startTestServer({
      database: h.db,
      env: { BRAND: 'partners', DATA_DIR: h.dataDir },
    });
    try {
      const call = (method: string, url: string) =>
        fetch(`${partners.url}${url}`, {
          method,
          headers: { ...investor.headers, 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
      for (const [method, url] of [
        ['GET', base],
        ['GET', `${base}/unread-count`],
        ['GET', `${base}/${h.library.messages.groupAfter}`],
        ['POST', base],
      ] as const) {
        expect((await call(method, url)).status, `${method} ${url}`).toBe(404);
      }
      expect((await call('GET', `/api/portals/${h.world.portalA}/library/documents`)).status).toBe(200);
    } finally {
      await partners.close();
    }
  });
});
