import type { Page } from 'playwright-core';
import type { Locale } from '@portal/domain';

import { webText } from './locale-text';
import { get } from './page-api';

/**
 * Whether the page's portal may bring up the client dialogs. They come only over a portal screen
 * (/dashboard/:portal, web app-layout.tsx) and only to a client of that portal (features/client-dialogs,
 * from the same GET …/client-status the web asks), so a professional's screens never show them. No
 * portal in the address, or no clear answer: maybe.
 */
async function mayShowClientDialogs(page: Page): Promise<boolean> {
  const portal = /^\/dashboard\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
  if (!portal || portal === '404') return true;
  const status = await get<{ isClient?: boolean } | null>(page, `/api/portals/${portal}/client-status`);
  return status.status !== 200 || status.json?.isClient !== false;
}

/**
 * A client's first visit to a portal brings up the terms, account-not-validated and welcome dialogs
 * (features/client-dialogs), one after another. Accepts or closes each until none is left; the
 * ones after the terms come up a moment later, so a few quiet rounds are waited out.
 */
export async function dismissClientDialogs(page: Page, language: Locale = 'en'): Promise<void> {
  // Waiting out quiet rounds costs over a second a screen: not where no dialog can come.
  if (!(await mayShowClientDialogs(page))) return;
  const dialog = page.getByRole('dialog');
  const buttons = ['clientDialogs.terms.accept', 'clientDialogs.notValidated.continue', 'app.close'].map(
    (key) => dialog.getByRole('button', { name: webText(language, key), exact: true }),
  );
  let quiet = 0;
  for (let round = 0; round < 8 && quiet < 3; round += 1) {
    await page.waitForTimeout(400);
    const visible = await Promise.all(buttons.map((button) => button.isVisible()));
    const index = visible.indexOf(true);
    if (index < 0) quiet += 1;
    else {
      quiet = 0;
      await buttons[index]!.click();
    }
  }
}

/**
 * Waits for a portal screen past a client's dialogs: the terms come before the screen renders at
 * all (§2), so first the heading or a dialog, then the dialogs closed, then the heading.
 */
export async function waitForScreen(page: Page, language: Locale = 'en', timeout = 30_000): Promise<void> {
  await page.locator('main h1').or(page.getByRole('dialog')).first().waitFor({ timeout });
  await dismissClientDialogs(page, language);
  await page.locator('main h1').first().waitFor({ timeout });
}
