import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createMailer } from './create-mailer';
import { mailTexts } from './templates/texts';
import { renderMail } from './templates/render-mail';
import { startSmtpCapture, type SmtpCapture } from './testing/smtp-capture';

const log = pino({ level: 'silent' });
let db: TestDatabase;
let smtp: SmtpCapture;
beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});

const message = (to: string) =>
  renderMail({
    kind: 'passwordReset',
    to,
    locale: 'el',
    brandName: 'Hellenic <Wealth>',
    actionUrl: 'http://x.test/password-reset?token=abc',
  });

describe('mailer', () => {
  it('delivers over SMTP and records the mail as sent', async () => {
    await createMailer(db.db, { smtpUrl: smtp.url, mailFrom: 'Portal <p@x.test>' }, log).send(
      message('a@x.test'),
    );
    const mail = await smtp.waitFor((m) => m.to.includes('a@x.test'));
    expect(mail.body).toContain('Επαναφορά κωδικού πρόσβασης');
    const rows = await db.db.select().from(emailOutbox);
    expect(rows.find((r) => r.toAddress === 'a@x.test')?.status).toBe('sent');
  });

  it('stores the mail in the outbox when no SMTP server is configured', async () => {
    await createMailer(db.db, { smtpUrl: undefined, mailFrom: 'p@x.test' }, log).send(message('b@x.test'));
    const rows = await db.db.select().from(emailOutbox);
    expect(rows.find((r) => r.toAddress === 'b@x.test')?.status).toBe('stored');
  });

  it('records a failed delivery instead of throwing', async () => {
    await createMailer(db.db, { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'p@x.test' }, log).send(
      message('c@x.test'),
    );
    const rows = await db.db.select().from(emailOutbox);
    expect(rows.find((r) => r.toAddress === 'c@x.test')?.status).toBe('failed');
  });
});

describe('mail templates', () => {
  it('have every text in en, el and is', () => {
    for (const kind of Object.keys(mailTexts) as (keyof typeof mailTexts)[])
      for (const locale of ['en', 'el', 'is'] as const) {
        const texts = mailTexts[kind][locale];
        expect(texts.subject && texts.header && texts.preHeader && texts.paragraphs.length).toBeTruthy();
        if (locale !== 'en') expect(texts.header).not.toBe(mailTexts[kind].en.header);
      }
  });

  it('fill the layout: pre-header, header, content, brand and copyright, with HTML escaped', () => {
    const mail = message('d@x.test');
    expect(mail.subject).toBe('Επαναφορά κωδικού πρόσβασης για το Hellenic <Wealth>');
    expect(mail.html).toContain('Hellenic &lt;Wealth&gt;');
    expect(mail.html).toContain('Ένας σύνδεσμος για να ορίσετε νέο κωδικό πρόσβασης.');
    expect(mail.html).toContain('© 2023');
    expect(mail.html).not.toContain('<Wealth>');
    expect(mail.text).toContain('http://x.test/password-reset?token=abc');
  });
});
