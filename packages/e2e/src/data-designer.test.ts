import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { VIEWPORTS } from './support/browser';
import { launchBrowser, saveScreenshot } from './support/browser';
import { get, post, send } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The data designer in Chromium against the real server (issue 7 item 7): an admin opens a data
// process, adds an inline CSV step of transactions with a column mapping, dry-runs it and sees the
// preview, runs it and sees the result; a second dry run finds every row already there.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page signed in as the company's demo admin. */
const signedIn = async (viewport: keyof typeof VIEWPORTS): Promise<Page> =>
  (await signInAs(browser, portal, 'admin', viewport)).page;

interface AccountItem {
  id: string;
  portalId: string;
  externalId: string | null;
}

/** A demo account with an external id, one of its portfolios, and a new data process in its portal. */
async function arrange(page: Page) {
  const accounts = await get<{ items: AccountItem[] }>(page, '/api/admin/accounts?pageSize=50');
  const account = accounts.json.items.find((item) => item.externalId);
  expect(account, 'a demo account with an external id').toBeTruthy();
  const portfolios = await get<{ items: { name: string }[] }>(
    page,
    `/api/portals/${account!.portalId}/accounts/${account!.id}/portfolios`,
  );
  const portfolioName = portfolios.json.items[0]!.name;
  const created = await post(page, '/api/admin/data-processes', {
    portalId: account!.portalId,
    name: 'E2E nightly trades',
  });
  expect(created.status).toBe(201);
  return { processId: (created.json as { id: string }).id, externalId: account!.externalId!, portfolioName };
}

describe('data designer', () => {
  it('adds an inline CSV step, dry-runs it, runs it, and a second dry run changes nothing', async () => {
    const page = await signedIn('wide');
    const { processId, externalId, portfolioName } = await arrange(page);
    await page.goto(`${portal.baseUrl}/data-designer/${processId}`);
    await page
      .getByRole('heading', { name: text('dataDesigner.titleOf', { name: 'E2E nightly trades' }) })
      .waitFor();

    await page.getByRole('button', { name: text('dataDesigner.addStep') }).click();
    const step = page.getByRole('region', { name: text('dataDesigner.step', { n: 1 }) });
    await step.getByRole('textbox', { name: text('dataDesigner.stepName') }).fill('Custodian trades');
    const csv = [
      'account,portfolio,date,type,ticker,name,amount,price',
      `${externalId},${portfolioName},2026-11-02,Contribution,CASH,Cash top-up,2500,`,
      `${externalId},${portfolioName},2026-11-03,Purchase,E2E.L,E2E Holdings plc,40,12.5`,
    ].join('\n');
    await step.getByRole('textbox', { name: new RegExp(`^${text('dataDesigner.content')}`) }).fill(csv);
    await step.getByRole('textbox', { name: text('dataDesigner.fields.symbol') }).fill('ticker');

    // A second step, then deleted after the two-step confirmation.
    await page.getByRole('button', { name: text('dataDesigner.addStep') }).click();
    await page.getByRole('button', { name: text('dataDesigner.deleteStepN', { n: 2 }) }).click();
    const confirm = page.getByRole('dialog', { name: text('dataDesigner.deleteTitle', { n: 2 }) });
    await confirm.getByRole('button', { name: text('dataDesigner.delete') }).click();
    await expect
      .poll(() => page.getByRole('region', { name: text('dataDesigner.step', { n: 2 }) }).count())
      .toBe(0);

    await page.getByRole('button', { name: text('dataDesigner.dryRun') }).click();
    await page.getByText(text('dataDesigner.result.dryRunNote')).waitFor({ timeout: 20_000 });
    const counts = page.getByTestId('counts-transactions');
    await expect.poll(() => counts.innerText()).toContain(text('dataDesigner.counts.creates', { n: 2 }));
    const preview = page.getByRole('table', {
      name: text('dataDesigner.result.previewLabel', { dataset: text('dataDesigner.datasets.transactions') }),
    });
    expect(await preview.getByRole('row').count()).toBe(3);
    expect(await preview.innerText()).toContain('E2E.L');
    await saveScreenshot(page, 'data-designer-dry-run-wide');
    await expectNoSeriousA11yViolations(page, 'data designer after a dry run');

    await page.getByRole('button', { name: text('dataDesigner.run'), exact: true }).click();
    const runDialog = page.getByRole('dialog', { name: text('dataDesigner.runTitle') });
    await runDialog.getByRole('button', { name: text('dataDesigner.run') }).click();
    await page
      .getByText(text('dataDesigner.result.applied', { creates: 2, updates: 0, unchanged: 0 }))
      .waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'data-designer-run-wide');

    // Idempotent: the same rows are found again.
    await page.getByRole('button', { name: text('dataDesigner.dryRun') }).click();
    await expect
      .poll(() => counts.innerText(), { timeout: 20_000 })
      .toContain(text('dataDesigner.counts.unchanged', { n: 2 }));
    expect(await counts.innerText()).toContain(text('dataDesigner.counts.creates', { n: 0 }));
    await page.context().close();
  });

  it('shows a refused row with its §5 message on a phone, and the run writes nothing', async () => {
    const page = await signedIn('narrow');
    const { processId, externalId, portfolioName } = await arrange(page);
    const saved = await send(page, 'PUT', `/api/data-processes/${processId}`, {
      name: 'E2E refused',
      steps: [
        {
          name: 'Bad trades',
          getFromApi: false,
          method: 'GET',
          dataset: {
            target: 'transactions',
            format: 'csv',
            content: `account,portfolio,date,type,symbol,name,amount\n${externalId},${portfolioName},2026-11-04,Purchase,,Nameless,5`,
            mapping: {},
          },
        },
      ],
    });
    expect(saved.status).toBe(200);
    await page.goto(`${portal.baseUrl}/data-designer/${processId}`);
    await page
      .getByRole('heading', { name: text('dataDesigner.titleOf', { name: 'E2E refused' }) })
      .waitFor();
    await page.getByRole('button', { name: text('dataDesigner.run'), exact: true }).click();
    await page
      .getByRole('dialog', { name: text('dataDesigner.runTitle') })
      .getByRole('button', { name: text('dataDesigner.run') })
      .click();
    await page.getByText('Nothing was imported. Rows refused: 1').waitFor({ timeout: 20_000 });
    const refused = page.getByRole('table', { name: text('dataDesigner.result.errorsLabel') });
    expect(await refused.innerText()).toContain('Symbol is required');
    await saveScreenshot(page, 'data-designer-refused-phone');
    await expectNoSeriousA11yViolations(page, 'data designer with a refused row (phone)');
    await page.context().close();
  });
  it('designs a page body in blocks with a preview and publishes it; a form goes to the forms designer', async () => {
    const page = await signedIn('wide');
    const accounts = await get<{ items: AccountItem[] }>(page, '/api/admin/accounts?pageSize=1');
    const portalId = accounts.json.items[0]!.portalId;
    const created = await post(page, '/api/admin/pages', {
      portalId,
      name: 'E2E designed page',
      title: 'Our approach',
    });
    expect(created.status).toBe(201);
    const pageId = (created.json as { id: string }).id;

    await page.goto(`${portal.baseUrl}/designer/pages/${pageId}`);
    await page
      .getByRole('heading', { name: text('dataDesigner.page.titleOf', { name: 'E2E designed page' }) })
      .waitFor();
    const add = (type: string) =>
      page.getByRole('button', {
        name: text('dataDesigner.page.add', { type: text(`dataDesigner.page.blocks.${type}`) }),
      });
    const blockText = (n: number) =>
      page.getByRole('textbox', { name: text('dataDesigner.page.text', { n }) });
    await add('paragraph').click();
    await blockText(1).fill('We build portfolios around your goals.');
    await add('list').click();
    await blockText(2).fill('ISA\nSIPP');
    await add('heading').click();
    await blockText(3).fill('How we invest');
    // The heading goes first: two moves up.
    await page.getByRole('button', { name: text('dataDesigner.page.moveUp', { n: 3 }) }).click();
    await page.getByRole('button', { name: text('dataDesigner.page.moveUp', { n: 2 }) }).click();
    const preview = page.getByRole('region', { name: text('dataDesigner.page.preview') });
    await expect.poll(() => preview.getByRole('heading', { name: 'How we invest' }).count()).toBe(1);
    expect(await preview.getByRole('listitem').allInnerTexts()).toEqual(['ISA', 'SIPP']);
    await saveScreenshot(page, 'data-designer-page-designer-wide');
    await expectNoSeriousA11yViolations(page, 'page designer');

    await page.getByRole('button', { name: text('dataDesigner.page.publish') }).click();
    await expect
      .poll(() => page.getByText('Saved and published', { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const stored = await get<{ content: { type: string; text: string }[]; publishedAt: string | null }>(
      page,
      `/api/admin/pages/${pageId}`,
    );
    expect(stored.json.content.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list']);
    expect(stored.json.publishedAt).not.toBeNull();

    await page.goto(`${portal.baseUrl}/designer/forms/${pageId}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/forms-designer/${pageId}`);
    await page.context().close();
  });
});
