import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import type { DemoSignIn } from './support/demo-sign-ins';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import {
  companySignIns,
  openScreen,
  screenText,
  signInAs,
  snackbar,
  type ScreenSession,
} from './support/screens';
import { sharedInbox, sharedPortal } from './support/shared-portals';
import type { SmtpInbox } from './support/smtp-inbox';

// Library and messages in Chromium against the real server: an advisor files a PDF into a client's
// account, the client downloads it; a renamed non-PDF is refused; a duplicate name offers copy or
// replace; the client writes to their advisor, who sees it unread, reads it and replies.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let inbox: SmtpInbox;
let portal: RunningPortal;
let advisor: DemoSignIn;
let investor: DemoSignIn;

beforeAll(async () => {
  inbox = sharedInbox();
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
  const signIns = companySignIns(portal);
  advisor = signIns.find((row) => row.role === 'advisor')!;
  investor = signIns.find((row) => row.role === 'investor')!;
  expect(advisor && investor).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

/** A minimal one-page PDF (what the server checks is the %PDF- header). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Signs `who` in through the API on a fresh page at `viewport` (Playwright accepts downloads). */
const signedIn = (who: DemoSignIn, viewport: keyof typeof VIEWPORTS): Promise<ScreenSession> =>
  signInAs(browser, portal, who.role, viewport);

/** Opens a portal screen past the client's terms and welcome dialogs. */
async function open(session: ScreenSession, screen: 'library' | 'messages', query = ''): Promise<void> {
  const { page, portalId } = session;
  await openScreen(page, `${portal.baseUrl}/dashboard/${portalId}/${screen}${query}`);
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
}

/** Chooses the file in the upload panel and presses Upload. */
async function upload(page: Page, file: { name: string; buffer: Buffer }) {
  const panel = page.getByRole('region', { name: text('library.upload.title') });
  await panel.locator('input[type=file]').setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect
    .poll(() => panel.getByText(text('library.upload.chosen', { name: file.name })).count())
    .toBe(1);
  await panel.getByRole('button', { name: text('library.upload.submit'), exact: true }).click();
  return panel;
}

describe('library and messages in Chromium', () => {
  it('files a PDF into a client account, refuses a renamed non-PDF, offers copy or replace; the client downloads it', async () => {
    const name = `e2e-statement-${Date.now()}.pdf`;
    const staff = await signedIn(advisor, 'wide');
    const client = await signedIn(investor, 'narrow');
    try {
      const targets = await get<{ accounts: { id: string; name: string }[] }>(
        client.page,
        `/api/portals/${client.portalId}/library/targets`,
      );
      const account = targets.json.accounts[0]!;

      const { page } = staff;
      await open(staff, 'library');
      const panel = page.getByRole('region', { name: text('library.upload.title') });
      const picker = panel.getByRole('combobox', { name: text('library.upload.target') });
      await picker.fill(account.name);
      await page.getByRole('option', { name: account.name, exact: true }).first().click();
      await upload(page, { name, buffer: PDF });
      await snackbar(page, text('library.uploaded', { name }));
      const list = page.getByRole('list', { name: text('library.listLabel') });
      await expect.poll(() => list.getByText(name, { exact: true }).count()).toBe(1);
      await saveScreenshot(page, 'library-uploaded-wide');
      await expectNoSeriousA11yViolations(page, 'library-uploaded-wide');

      // An HTML page renamed .pdf: the server reads the bytes, refuses it, and the dropzone is cleared.
      await upload(page, {
        name: 'renamed-page.pdf',
        buffer: Buffer.from('<html><body>not a pdf</body></html>'),
      });
      const alert = panel.getByRole('alert');
      await expect
        .poll(() => alert.textContent(), { timeout: 15_000 })
        .toContain(text('messages.validation.pdf_only'));
      await expect.poll(() => panel.getByText(text('library.upload.drop')).count()).toBe(1);
      await saveScreenshot(page, 'library-refused-wide');
      await expectNoSeriousA11yViolations(page, 'library-refused-wide');

      // The same name again: the copy-or-replace dialog; copy files it as name_1.pdf.
      await upload(page, { name, buffer: PDF });
      const dialog = page.getByRole('dialog', { name: text('messages.errors.duplicate_file') });
      await dialog.waitFor({ timeout: 15_000 });
      await saveScreenshot(page, 'library-duplicate-dialog-wide');
      await expectNoSeriousA11yViolations(page, 'library-duplicate-dialog-wide');
      await dialog.getByRole('button', { name: text('library.duplicate.copy') }).click();
      const copy = name.replace(/\.pdf$/, '_1.pdf');
      await snackbar(page, text('library.uploaded', { name: copy }));
      await expect.poll(() => list.getByText(copy, { exact: true }).count()).toBe(1);
      await page.setViewportSize(VIEWPORTS.narrow);
      await saveScreenshot(page, 'library-advisor-narrow');
      await expectNoSeriousA11yViolations(page, 'library-advisor-narrow');

      // The client sees the file in their library and downloads it through the server.
      await open(client, 'library');
      const clientList = client.page.getByRole('list', { name: text('library.listLabel') });
      await expect
        .poll(() => clientList.getByText(name, { exact: true }).count(), { timeout: 15_000 })
        .toBe(1);
      await saveScreenshot(client.page, 'library-investor-narrow');
      const [download] = await Promise.all([
        client.page.waitForEvent('download'),
        client.page.getByRole('button', { name: text('library.downloadNamed', { name }) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      // The browser is the run's shared one, connected remotely (decision 92): its download has no
      // local path, so it is saved to one.
      const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-download-')), name);
      await download.saveAs(saved);
      const bytes = fs.readFileSync(saved);
      fs.rmSync(path.dirname(saved), { recursive: true, force: true });
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.equals(PDF)).toBe(true);
      await client.page.setViewportSize(VIEWPORTS.wide);
      await saveScreenshot(client.page, 'library-investor-wide');
    } finally {
      await staff.page.context().close();
      await client.page.context().close();
    }
  });

  it('a client writes to their advisor, who sees it unread, opens it and replies', async () => {
    const subject = `Portfolio question ${Date.now()}`;
    const client = await signedIn(investor, 'narrow');
    const staff = await signedIn(advisor, 'wide');
    try {
      const { page } = client;
      await open(client, 'messages', '?tab=latest');
      await page.getByRole('button', { name: text('messageCentre.new') }).click();
      const compose = page.getByRole('dialog', { name: text('messageCentre.newTitle') });
      // §5 messages on the form before anything is sent.
      await compose.getByRole('button', { name: text('messageCentre.send'), exact: true }).click();
      await expect
        .poll(() => compose.getByText(text('messages.validation.subject_required')).count())
        .toBe(1);
      await expect
        .poll(() => compose.getByText(text('messages.validation.message_required')).count())
        .toBe(1);
      await saveScreenshot(page, 'messages-new-invalid-narrow');
      await expectNoSeriousA11yViolations(page, 'messages-new-invalid-narrow');
      // One advisor: the recipient is fixed, shown and not picked.
      expect(
        await compose.getByRole('textbox', { name: text('messageCentre.recipient') }).inputValue(),
      ).toBeTruthy();
      await compose.getByRole('textbox', { name: text('messageCentre.subject') }).fill(subject);
      await compose
        .getByRole('textbox', { name: text('messageCentre.body') })
        .fill('Could we talk about my pension?');
      await compose.getByRole('button', { name: text('messageCentre.send'), exact: true }).click();
      await snackbar(page, text('messageCentre.sent'));
      await inbox.waitForMailTo(advisor.email, 20_000, (mail) => mail.text.includes(subject));

      const advisorPage = staff.page;
      await open(staff, 'messages', '?tab=latest');
      const nav = advisorPage.getByRole('navigation', { name: text('app.mainNavigation') });
      await expect
        .poll(() => nav.getByLabel(/unread message/).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const item = advisorPage.getByRole('button', {
        name: new RegExp(`${text('messageCentre.unread')}\\s*${subject}`),
      });
      await item.waitFor({ timeout: 15_000 });
      await saveScreenshot(advisorPage, 'messages-advisor-unread-wide');
      await expectNoSeriousA11yViolations(advisorPage, 'messages-advisor-unread-wide');
      await item.click();
      const thread = advisorPage.getByRole('article');
      await expect
        .poll(() => thread.getByText('Could we talk about my pension?').count(), { timeout: 15_000 })
        .toBe(1);
      await expect.poll(() => nav.getByLabel(/unread message/).count(), { timeout: 15_000 }).toBe(0);
      await thread.getByRole('button', { name: text('messageCentre.reply'), exact: true }).click();
      const reply = advisorPage.getByRole('dialog', { name: text('messageCentre.replyTitle') });
      await expect.poll(() => reply.getByText(/^In .+ thread started at /).count()).toBe(1);
      expect(await reply.getByRole('textbox', { name: text('messageCentre.subject') }).count()).toBe(0);
      await reply
        .getByRole('textbox', { name: text('messageCentre.body') })
        .fill('Of course: I will call you on Monday.');
      await saveScreenshot(advisorPage, 'messages-reply-wide');
      await expectNoSeriousA11yViolations(advisorPage, 'messages-reply-wide');
      await reply.getByRole('button', { name: text('messageCentre.reply'), exact: true }).click();
      await snackbar(advisorPage, text('messageCentre.replied'));
      await expect
        .poll(() => thread.getByText('Of course: I will call you on Monday.').count(), { timeout: 15_000 })
        .toBe(1);
      await saveScreenshot(advisorPage, 'messages-thread-wide');
      await expectNoSeriousA11yViolations(advisorPage, 'messages-thread-wide');

      // The client sees the reply in their thread, under the thread line.
      await open(client, 'messages', '?tab=latest');
      await page
        .getByRole('button', { name: new RegExp(subject) })
        .first()
        .click();
      const clientThread = page.getByRole('article');
      await expect
        .poll(() => clientThread.getByText('Of course: I will call you on Monday.').count(), {
          timeout: 15_000,
        })
        .toBe(1);
      const initiator = (await get<{ user: { name: string } }>(page, '/api/auth/session')).json.user.name;
      expect(await clientThread.getByText(new RegExp(`^In ${initiator} thread started at `)).count()).toBe(1);
      await saveScreenshot(page, 'messages-thread-narrow');
      await expectNoSeriousA11yViolations(page, 'messages-thread-narrow');
    } finally {
      await client.page.context().close();
      await staff.page.context().close();
    }
  });
});
