import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { dismissClientDialogs } from './support/client-dialogs';
import { get, post } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { openScreen, screenText, signInAs, type ScreenSession } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// Forms in Chromium against the real server (issue 7 item 6): an admin builds a two-step form in
// the designer (adds fields, deletes one with two clicks, saves), links it to a process, an
// investor fills it through the KYC and process screens (the §5 messages first, then the end
// message, then 'already submitted'), and the admin moves the submission to Approved, Verified
// and Released.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;
let admin: ScreenSession;
let investor: ScreenSession;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
  [admin, investor] = await Promise.all([
    signInAs(browser, portal, 'admin', 'wide'),
    signInAs(browser, portal, 'investor', 'narrow'),
  ]);
});
afterAll(async () => {
  await Promise.all([admin?.close(), investor?.close()]);
  await browser?.close();
});

const shown = (locator: Locator) =>
  expect.poll(() => locator.count(), { timeout: 15_000 }).toBeGreaterThan(0);

/** Adds a field to the fieldset at `index` (in page order) and fills its editor. */
async function addField(page: Page, index: number, label: string, type?: string) {
  await page
    .getByRole('button', { name: text('formsDesigner.addField'), exact: true })
    .nth(index)
    .click();
  const editor = page.getByRole('textbox', { name: text('formsDesigner.field.label'), exact: true });
  // The previous field's editor closes as this one opens: wait until only this one is left.
  await expect.poll(() => editor.count()).toBe(1);
  await editor.fill(label);
  if (type) {
    await page.getByRole('combobox', { name: text('formsDesigner.field.type') }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
}

describe('forms designer, wizard and workflow', () => {
  let formId: string;
  let processId: string;
  const processName = 'E2E onboarding';

  it('builds a two-step form in the designer', async () => {
    const page = admin.page;
    const portalId = investor.portalId;
    const created = await post(page, '/api/admin/forms', { portalId, name: 'E2E KYC', owned: 'Personal' });
    expect(created.status).toBe(201);
    formId = (created.json as { id: string }).id;

    await openScreen(page, `${portal.baseUrl}/forms-designer/${formId}`);
    await shown(page.getByRole('heading', { name: text('formsDesigner.titleOf', { name: 'E2E KYC' }) }));
    const addStep = page.getByRole('button', { name: text('formsDesigner.addStep') });
    await addStep.click();
    await addStep.click();
    const stepTitles = page.getByRole('textbox', { name: text('formsDesigner.stepLabel') });
    await stepTitles.nth(0).fill('About you');
    await stepTitles.nth(1).fill('Consent');

    await addField(page, 0, 'Full name');
    await page.getByLabel(text('formsDesigner.field.required'), { exact: true }).check();
    await addField(page, 0, 'Temporary');
    // Deleting a field takes two clicks (§2): the first only asks.
    const fieldName = `${text('formsDesigner.fieldN', { n: 2 })}: Temporary`;
    await page.getByRole('button', { name: text('formsDesigner.deleteNamed', { name: fieldName }) }).click();
    expect(await page.getByText('Temporary', { exact: true }).count()).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: text('formsDesigner.confirmDeleteNamed', { name: fieldName }) })
      .click();
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`${fieldName}$`) }).count()).toBe(0);

    await addField(page, 0, 'Yearly income', text('formsDesigner.types.number'));
    await page.getByRole('spinbutton', { name: text('formsDesigner.field.limit') }).fill('1000000');
    await addField(page, 1, 'I agree to the terms', text('formsDesigner.types.checkbox'));
    await page.getByLabel(text('formsDesigner.field.required'), { exact: true }).check();

    // The live preview shows the steps as tabs.
    const preview = page.getByRole('region', { name: text('formsDesigner.previewTitle') });
    await shown(preview.getByRole('tab', { name: 'Consent' }));
    await shown(preview.getByRole('textbox', { name: /^Full name/ }));

    await page.getByRole('button', { name: text('formsDesigner.save'), exact: true }).click();
    await shown(page.getByText(text('messages.success.saved'), { exact: true }));
    const saved = await get<{ steps: { fieldsets: { fields: { label: string; type: string }[] }[] }[] }>(
      page,
      `/api/forms/${formId}/definition`,
    );
    expect(saved.json.steps.map((s) => s.fieldsets[0]!.fields.map((f) => `${f.label}:${f.type}`))).toEqual([
      ['Full name:text', 'Yearly income:number'],
      ['I agree to the terms:checkbox'],
    ]);
    await expectNoSeriousA11yViolations(page, 'forms designer');
    await saveScreenshot(page, 'forms-designer-wide');
    await page.setViewportSize(VIEWPORTS.narrow);
    await saveScreenshot(page, 'forms-designer-narrow');
    await page.setViewportSize(VIEWPORTS.wide);

    const process = await post(page, '/api/admin/processes', {
      portalId,
      name: processName,
      formId,
      single: true,
    });
    expect(process.status).toBe(201);
    processId = (process.json as { id: string }).id;
  }, 120_000);

  it('lets the investor fill it once through the KYC and process screens', async () => {
    const page = investor.page;
    await openScreen(page, `${portal.baseUrl}/dashboard/${investor.portalId}/kyc`);
    const card = page.getByRole('article', { name: processName });
    await shown(card);
    // The welcome dialog may come up after the screen's data: out of the way before clicking.
    await dismissClientDialogs(page);
    await saveScreenshot(page, 'forms-kyc-narrow');
    await card.getByRole('link', { name: text('formsDesigner.kyc.start') }).click();
    // The welcome dialog comes up again on a client's next screen until they tick 'Do not show again'.
    await dismissClientDialogs(page);
    await shown(page.getByRole('heading', { name: processName, level: 1 }));

    // Client-side §5 messages with the server's schema.
    await page.getByRole('button', { name: text('formsDesigner.wizard.next') }).click();
    await shown(page.getByText(text('messages.validation.required_field')));
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Ada Investor');
    await page.getByRole('textbox', { name: /^Yearly income/ }).fill('2000000');
    await page.getByRole('button', { name: text('formsDesigner.wizard.next') }).click();
    await shown(page.getByText(text('messages.validation.max_value').replace('{{limit}}', '1000000')));
    await page.getByRole('textbox', { name: /^Yearly income/ }).fill('52000.50');
    await page.getByRole('button', { name: text('formsDesigner.wizard.next') }).click();
    await shown(page.getByRole('checkbox', { name: /I agree to the terms/ }));
    await expectNoSeriousA11yViolations(page, 'form wizard');
    await saveScreenshot(page, 'forms-wizard-narrow');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: text('formsDesigner.wizard.submit') }).click();
    await shown(page.getByText('Thanks! Your data has been sent.'));

    // A single process: the second visit says so, and the server refuses another submission.
    await page.reload();
    await dismissClientDialogs(page);
    await shown(
      page.getByText(
        text('formsDesigner.kyc.alreadySubmitted', { step: text('formsDesigner.workflow.underReview') }),
      ),
    );
    const again = await post(page, `/api/portals/${investor.portalId}/processes/${processId}/submissions`, {
      data: { field1: 'Ada', field3: true },
    });
    expect(again.status).toBe(409);
  }, 120_000);

  it('lets the admin move the submission to Approved, Verified and Released', async () => {
    const page = admin.page;
    await openScreen(page, `${portal.baseUrl}/dashboard/${investor.portalId}/kyc`);
    const review = page.getByRole('region', { name: text('formsDesigner.workflow.title') });
    for (const step of ['approved', 'verified', 'released']) {
      const label = text(`formsDesigner.workflow.${step}`);
      await review
        .getByRole('button', { name: text('formsDesigner.workflow.moveTo', { step: label }) })
        .first()
        .click();
      await shown(page.getByText(text('formsDesigner.workflow.moved', { step: label })));
    }
    await saveScreenshot(page, 'forms-review-wide');
    const list = await get<{ items: { formId: string; step: string }[] }>(
      page,
      `/api/portals/${investor.portalId}/submissions`,
    );
    expect(list.json.items.find((item) => item.formId === formId)?.step).toBe('Released');
  }, 120_000);
});
