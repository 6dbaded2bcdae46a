import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../../admin/admin-harness';
import { startSmtpCapture, type SmtpCapture } from '../../mail/testing/smtp-capture';
import { formStepsSchema } from '@portal/domain';
import type { SiteFrame } from '../layout';
import { CONTACT_RATE_LIMIT } from './contact-routes';
import { contactBody } from './contact-view';

const STEPS = [
  {
    name: 'contact',
    label: 'Contact',
    fieldsets: [
      {
        name: 'main',
        fields: [
          { name: 'name', type: 'text', label: 'Your name', required: true, limit: 100 },
          { name: 'email', type: 'text', label: 'E-mail', required: true, rules: ['email'] },
          { name: 'message', type: 'textarea', label: 'Message', required: true, limit: 50 },
          { name: 'consent', type: 'checkbox', label: 'I agree', required: true },
        ],
      },
    ],
  },
];

/**
 * The public site's contact form (issue 17 item 4) as a browser without JavaScript uses it: GET the
 * page (token cookie and hidden field), POST the form urlencoded. Stored as a submission admins see,
 * mailed to the portal's address through a real local SMTP server.
 */
describe('public site contact form (partners brand)', () => {
  let h: AdminHarness;
  let smtp: SmtpCapture;
  let portal: string;
  let formId: string;

  const submissionsCount = async () => {
    const rows = await h.db.db.execute(
      sql`select count(*)::int as n from submissions where parent_id = ${formId}`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  async function open(headers: Record<string, string> = {}) {
    const page = await h.app.inject({ url: '/contact', headers });
    const cookie = /portal_csrf=([^;]+)/.exec(String(page.headers['set-cookie'] ?? ''))?.[1];
    const field = /name="_csrf" value="([^"]*)"/.exec(page.body)?.[1];
    return { page, cookie, field };
  }

  const post = (fields: Record<string, string>, token: string, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `portal_csrf=${token}`,
        origin: 'https://www.meridian.example',
        ...headers,
      },
      payload: new URLSearchParams({ _csrf: token, ...fields }).toString(),
    });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    h = await startAdminHarness({
      BRAND: 'partners',
      PUBLIC_URL: 'https://www.meridian.example',
      PUBLIC_SITE_CACHE_MS: '0',
      SMTP_URL: smtp.url,
    });
    portal = h.world.portalA;
    await h.db.db.execute(
      sql`update portals set created_at = '2000-01-01', email = 'enquiries@meridian.example', portal_language = 'el' where id = ${portal}`,
    );
    const admin = h.world.users.admin;
    const form = await h.call(admin, 'POST', '/api/admin/forms', { portalId: portal, name: 'Contact us' });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    formId = form.body.id;
    const design = await h.call(admin, 'PUT', `/api/forms/${formId}/definition`, { steps: STEPS });
    expect(design.status, JSON.stringify(design.body)).toBe(200);
    const page = await h.call(admin, 'POST', '/api/admin/pages', {
      portalId: portal,
      name: 'Contact',
      slug: 'contact',
      type: 'Form',
      title: 'Talk to us',
      linkTarget: formId,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    expect((await h.call(admin, 'POST', `/api/admin/pages/${page.body.id}/publish`, {})).status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('serves the form as HTML with a token cookie and the same token in a hidden field', async () => {
    const { page, cookie, field } = await open();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('<h1>Talk to us</h1>');
    expect(page.body).toContain('method="post" action="/contact"');
    expect(page.body).toMatch(/type="email"\s+id="f-email"\s+name="email"/);
    expect(page.body).toContain('<button type="submit">Send</button>');
    expect(cookie).toBeTruthy();
    expect(field).toBe(cookie);
  });

  it('stores a valid post as a submission admins see, and mails it to the portal address', async () => {
    const { cookie } = await open();
    const answer = await post(
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Call me <b>soon</b>', consent: 'on' },
      cookie!,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Thanks! Your data has been sent.');
    expect(await submissionsCount()).toBe(1);
    const list = await h.call(h.world.users.admin, 'GET', `/api/admin/submissions?parentId=${formId}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Ada Lovelace');
    const mail = await smtp.waitFor((m) => m.to.includes('enquiries@meridian.example'));
    // The portal's language (Greek), the visitor's answers.
    expect(mail.body).toContain('Νέο μήνυμα από τον ιστότοπο');
    expect(mail.body).toContain('ada@example.com');
  });

  it('comes back 422 with each field message and the input kept, storing nothing', async () => {
    const { cookie } = await open();
    const answer = await post(
      { name: 'Bob <script>', email: 'not-an-email', message: 'x'.repeat(60) },
      cookie!,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('Please correct the fields below.');
    expect(answer.body).toContain('value="Bob &lt;script&gt;"');
    expect(answer.body).toContain('value="not-an-email"');
    expect(answer.body).toMatch(/id="f-email-error"/);
    expect(answer.body).toContain('<p class="field-error" id="f-message-error">Max 50 characters</p>');
    expect(answer.body).toContain('<p class="field-error" id="f-email-error">Email must be valid</p>');
    expect(answer.body).toMatch(/id="f-consent-error"/);
    expect(answer.body).not.toMatch(/id="f-name-error"/);
    expect(await submissionsCount()).toBe(1);
  });

  it('never passes text the database cannot hold (a NUL) to it', async () => {
    const { cookie } = await open();
    const answer = await post(
      { name: 'Nul\u0000 Byte', email: 'nul@example.com', message: 'a\u0000b', consent: 'on' },
      cookie!,
    );
    expect(answer.statusCode).toBe(200);
    const rows = await h.db.db.execute(
      sql`select data->>'message' as message from submissions where created_name like 'Nul%'`,
    );
    expect((rows as unknown as { rows: { message: string }[] }).rows[0]!.message).toBe('a\uFFFDb');
  });

  it('refuses a post without the token or from another site', async () => {
    const fields = { name: 'Eve', email: 'eve@example.com', message: 'hi', consent: 'on' };
    const noCookie = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: 'forged', ...fields }).toString(),
    });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.headers['content-type']).toContain('text/html');
    const crossSite = await post(fields, 'tok', { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await submissionsCount()).toBe(2);
  });

  it('renders the form and its messages in Greek and Icelandic', () => {
    const page = {
      id: 'p',
      slug: 'contact',
      path: '/contact',
      name: 'Contact',
      type: 'Form' as const,
      title: 'Contact',
      summary: null,
      description: null,
      socialImage: null,
      order: 0,
      protected: false,
      promoted: false,
      linkTarget: null,
      linkLabel: null,
      blocks: [],
      channel: null,
      publishedAt: '',
    };
    const steps = formStepsSchema.parse(STEPS);
    const state = {
      values: { message: 'x'.repeat(60) },
      errors: { message: { key: 'validation.max_characters' as const, values: { limit: 50 } } },
      csrfToken: 't',
    };
    const frame = (locale: 'el' | 'is') => ({ locale }) as SiteFrame;
    const el = contactBody(frame('el'), page, steps, state).value;
    expect(el).toContain('Αποστολή');
    expect(el).toContain('Παρακαλούμε διορθώστε τα παρακάτω πεδία.');
    expect(el).toContain('50');
    const is = contactBody(frame('is'), page, steps, state).value;
    expect(is).toContain('Senda');
    expect(is).toContain('Vinsamlega lagfærðu reitina hér fyrir neðan.');
  });

  it('stops a flood of posts from one address with a 429 page', async () => {
    const { cookie } = await open();
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_RATE_LIMIT.max; n += 1)
      statuses.push(
        (await post({ name: `Spam ${n}`, email: 'spam@example.com', message: 'buy', consent: 'on' }, cookie!))
          .statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const stored = await submissionsCount();
    // Every post counts (those above included): at most max in a window were stored.
    expect(stored).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.max);
  });
});
