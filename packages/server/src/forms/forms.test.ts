import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormStepDefinition } from '@portal/domain';
import { startAdminHarness, type AdminHarness } from '../admin/admin-harness';
import { forms, logs, submissions } from '../db/schema/index';
import { startSmtpCapture, type SmtpCapture } from '../mail/testing/smtp-capture';
import { WORKFLOW_LOG } from './move-submission';

let h: AdminHarness;
let smtp: SmtpCapture;
let formId: string;
let processId: string;
let admin: string;
let investor: string;

const steps: FormStepDefinition[] = [
  {
    name: 'about',
    label: 'About you',
    fieldsets: [
      {
        name: 'main',
        label: 'Identity',
        fields: [
          { name: 'fullName', type: 'text', label: 'Full name', required: true, limit: 40 },
          { name: 'income', type: 'number', label: 'Yearly income', limit: 1000000 },
          { name: 'grade', type: 'text', label: 'Grade', admin: true, value: 'B' },
          {
            name: 'riskNote',
            type: 'textarea',
            label: 'Risk note',
            internal: true,
            notes: 'compliance only',
          },
        ],
      },
    ],
  },
  {
    name: 'consent',
    label: 'Consent',
    fieldsets: [
      { name: 'main', fields: [{ name: 'agree', type: 'checkbox', label: 'I agree', required: true }] },
    ],
  },
];

const portalPath = () => `/api/portals/${h.world.portalA}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  h = await startAdminHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'portal@alpha.example' });
  admin = h.world.users.admin;
  investor = h.world.users.investor;
  const created = await h.call(admin, 'POST', '/api/admin/forms', {
    portalId: h.world.portalA,
    name: 'KYC questionnaire',
    owned: 'Personal',
  });
  expect(created.status).toBe(201);
  formId = created.body.id;
  const process = await h.call(admin, 'POST', '/api/admin/processes', {
    portalId: h.world.portalA,
    name: 'Know your client',
    formId,
    single: true,
  });
  expect(process.status).toBe(201);
  processId = process.body.id;
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('forms designer save', () => {
  it('saves settings and steps together and reads them back', async () => {
    const saved = await h.call(admin, 'PUT', `/api/forms/${formId}/definition`, {
      settings: {
        description: 'Tell us about yourself',
        autorespondEmail: true,
        autorespondSubject: 'Thanks for your KYC answers',
        autorespondBody: '<p>We will review them shortly.</p><script>alert(1)</script>',
        sendCsv: true,
        recipients: ['compliance@alpha.example'],
      },
      steps,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.form).toMatchObject({
      name: 'KYC questionnaire',
      sendCsv: true,
      autorespondEmail: true,
    });
    expect(saved.body.form.autorespondBody).not.toContain('script');
    expect(saved.body.steps).toHaveLength(2);
    const read = await h.call(admin, 'GET', `/api/forms/${formId}/definition`);
    expect(read.body.steps[0].fieldsets[0].fields[3]).toMatchObject({
      name: 'riskNote',
      notes: 'compliance only',
    });
  });

  it('refuses a bad definition with the field path and writes nothing', async () => {
    const bad = structuredClone(steps) as unknown as { fieldsets: { fields: object[] }[] }[];
    bad[1]!.fieldsets[0]!.fields.push({ name: 'fullName', type: 'text', label: 'Again' });
    const answer = await h.call(admin, 'PUT', `/api/forms/${formId}/definition`, {
      settings: { description: 'changed' },
      steps: bad,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation_error' });
    expect(answer.body.error.fields).toEqual([
      {
        path: 'steps.1.fieldsets.0.fields.1.name',
        message: 'Another item of this form already has this name',
      },
    ]);
    const tooLong = await h.call(admin, 'PUT', `/api/forms/${formId}/definition`, {
      settings: { description: 'x'.repeat(201) },
      steps,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Max 200 characters');
    const [row] = await h.db.db
      .select({ description: forms.description })
      .from(forms)
      .where(eq(forms.id, formId));
    expect(row?.description).toBe('Tell us about yourself');
  });

  it('is for admins of the form’s company only', async () => {
    expect((await h.call(investor, 'GET', `/api/forms/${formId}/definition`)).status).toBe(403);
    expect(
      (await h.call(h.world.users.otherCompanyAdmin, 'GET', `/api/forms/${formId}/definition`)).status,
    ).toBe(404);
  });
});

describe('filling a process form', () => {
  it('lists the process and gives the investor the form without internal fields or notes', async () => {
    const list = await h.call(investor, 'GET', `${portalPath()}/processes`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: processId,
        name: 'Know your client',
        formId,
        single: true,
        submission: null,
      }),
    ]);
    const one = await h.call(investor, 'GET', `${portalPath()}/processes/${processId}`);
    expect(one.body.alreadySubmitted).toBe(false);
    expect(one.body.form.endMessage).toBe('Thanks! Your data has been sent.');
    const text = JSON.stringify(one.body.form.steps);
    expect(text).not.toContain('riskNote');
    expect(text).not.toContain('compliance only');
    expect(text).toContain('"admin":true');
  });

  it('refuses invalid data with each field’s §5 message', async () => {
    const answer = await h.call(investor, 'POST', `${portalPath()}/processes/${processId}/submissions`, {
      data: { fullName: '', income: 'lots', agree: false },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([
      { path: 'fullName', message: 'Required field' },
      { path: 'income', message: 'Please enter a number' },
      { path: 'agree', message: 'Required field' },
    ]);
    const over = await h.call(investor, 'POST', `${portalPath()}/processes/${processId}/submissions`, {
      data: { fullName: 'Ada', income: '2000000', agree: true },
    });
    expect(over.body.error.fields).toEqual([{ path: 'income', message: 'Maximum value is 1000000' }]);
    expect(await h.db.db.select().from(submissions)).toHaveLength(0);
  });

  it('refuses a field the investor may not write (admin-only, internal) by name, storing nothing', async () => {
    const refused = await h.call(investor, 'POST', `${portalPath()}/processes/${processId}/submissions`, {
      data: { fullName: 'Ada Investor', income: '52000.50', agree: true, grade: 'A', riskNote: 'nope' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'validation_error',
      fields: [
        { path: 'grade', message: 'This field cannot be saved here' },
        { path: 'riskNote', message: 'This field cannot be saved here' },
      ],
    });
    expect(await h.db.db.select().from(submissions)).toHaveLength(0);
  });

  it('stores a valid submission Under review with owners, mails the autorespond and the CSV', async () => {
    const answer = await h.call(investor, 'POST', `${portalPath()}/processes/${processId}/submissions`, {
      data: { fullName: 'Ada Investor', income: '52000.50', agree: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      step: 'Under review',
      endMessage: 'Thanks! Your data has been sent.',
    });
    const [row] = await h.db.db.select().from(submissions).where(eq(submissions.id, answer.body.id));
    expect(row).toMatchObject({
      step: 'Under review',
      parentId: formId,
      accountId: h.world.accounts.investor,
      createdBy: investor,
      createdOrganisationId: null,
      autorespond: true,
    });
    // The account's advisor and the form's creator review it; the admin-only grade keeps its value.
    expect(new Set(row!.owners)).toEqual(new Set([h.world.users.ownerAdvisor, admin]));
    expect(row!.data).toEqual({ fullName: 'Ada Investor', income: '52000.50', grade: 'B', agree: true });

    const auto = await smtp.waitFor((m) => m.to.includes('investor@clients.example'));
    expect(auto.body).toContain('Thanks for your KYC answers');
    expect(auto.body).toContain('We will review them shortly.');
    expect(auto.body).not.toContain('alert(1)');
    const csv = await smtp.waitFor((m) => m.to.includes('compliance@alpha.example'));
    expect(csv.body).toContain('New submission of KYC questionnaire');
    expect(csv.body).toContain('Full name,Yearly income,Grade,Risk note,I agree');
    expect(csv.body).toContain('Ada Investor,52000.50,B,,Yes');
    const logged = await h.db.db
      .select({ info: logs.info })
      .from(logs)
      .where(and(eq(logs.entityId, answer.body.id), eq(logs.collection, 'submissions')));
    expect(logged.map((l) => (l.info as { action: string }).action)).toEqual(['submit']);
  });

  it('takes a single process once: the second attempt is refused clearly', async () => {
    const again = await h.call(investor, 'POST', `${portalPath()}/processes/${processId}/submissions`, {
      data: { fullName: 'Ada', agree: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'already_submitted',
      message: 'You have already submitted this form. It can be submitted only once.',
    });
    const one = await h.call(investor, 'GET', `${portalPath()}/processes/${processId}`);
    expect(one.body.alreadySubmitted).toBe(true);
    expect(one.body.submission.step).toBe('Under review');
  });

  it("keeps a Personal form's submission from another investor and a non-reviewing advisor", async () => {
    const [row] = await h.db.db.select({ id: submissions.id }).from(submissions);
    for (const user of [h.world.users.neighbour, h.world.users.otherAdvisor]) {
      expect((await h.call(user, 'GET', `${portalPath()}/submissions`)).body.items).toEqual([]);
      expect((await h.call(user, 'GET', `${portalPath()}/submissions/${row!.id}`)).status).toBe(404);
    }
    const own = await h.call(investor, 'GET', `${portalPath()}/submissions/${row!.id}`);
    expect(own.body).toMatchObject({ step: 'Under review', moves: [], data: { fullName: 'Ada Investor' } });
  });
});

describe('submission workflow (§4, decision 30)', () => {
  const stepOf = async () => (await h.db.db.select({ step: submissions.step }).from(submissions))[0]!.step;
  const idOf = async () => (await h.db.db.select({ id: submissions.id }).from(submissions))[0]!.id;

  it('refuses investors and advisors who do not review it', async () => {
    const url = `${portalPath()}/submissions/${await idOf()}/step`;
    expect((await h.call(investor, 'POST', url, { step: 'Approved' })).status).toBe(403);
    expect((await h.call(h.world.users.otherAdvisor, 'POST', url, { step: 'Approved' })).status).toBe(404);
    expect(await stepOf()).toBe('Under review');
  });

  it('moves forward one step at a time by an owner, refuses skips, and logs each move', async () => {
    const id = await idOf();
    const url = `${portalPath()}/submissions/${id}/step`;
    const owner = h.world.users.ownerAdvisor;
    const skip = await h.call(owner, 'POST', url, { step: 'Verified' });
    expect(skip.status).toBe(409);
    expect(skip.body.error.message).toBe('A submission at Under review cannot move to Verified');
    expect((await h.call(owner, 'POST', url, { step: 'Approved' })).body).toEqual({ id, step: 'Approved' });
    // An owner does not step back; an admin may, once.
    expect((await h.call(owner, 'POST', url, { step: 'Under review' })).status).toBe(409);
    expect((await h.call(admin, 'POST', url, { step: 'Verified' })).status).toBe(200);
    // The admin drawer's select follows the same rules.
    const jump = await h.call(admin, 'PATCH', `/api/admin/submissions/${id}`, { step: 'Under review' });
    expect(jump.status).toBe(409);
    expect((await h.call(admin, 'PATCH', `/api/admin/submissions/${id}`, { step: 'Released' })).status).toBe(
      200,
    );
    expect((await h.call(admin, 'POST', url, { step: 'Verified' })).status).toBe(409);
    expect(await stepOf()).toBe('Released');
    const moves = await h.db.db
      .select({ info: logs.info })
      .from(logs)
      .where(and(eq(logs.entityId, id), eq(logs.collection, WORKFLOW_LOG)))
      .orderBy(logs.createdAt);
    expect(moves.map((l) => l.info).filter((info) => (info as { action: string }).action === 'step')).toEqual(
      [
        { action: 'step', from: 'Under review', to: 'Approved' },
        { action: 'step', from: 'Approved', to: 'Verified' },
        { action: 'step', from: 'Verified', to: 'Released' },
      ],
    );
  });
});
