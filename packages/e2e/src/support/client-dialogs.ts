import type { Locator, Page } from 'playwright-core';
import type { ClientStatus, CurrentPreview, Locale, PortalTerms, SessionResponse } from '@portal/domain';

import { nextClientDialog, type ClientDialog } from '../../../web/src/features/client-dialogs/dialog-queue';

import { webText } from './locale-text';
import { get } from './page-api';

/** The portal of the page's address, if it is a portal screen (/dashboard/:portal). */
function portalOf(page: Page): string | undefined {
  const portal = /^\/dashboard\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
  return portal === '404' ? undefined : portal;
}

/**
 * Whether the page's portal may bring up the client dialogs. They come only over a portal screen
 * (/dashboard/:portal, web app-layout.tsx) and only to a client of that portal (features/client-dialogs,
 * from the same GET …/client-status the web asks), so a professional's screens never show them. No
 * portal in the address, or no clear answer: maybe.
 */
async function mayShowClientDialogs(page: Page): Promise<boolean> {
  const portal = portalOf(page);
  if (!portal) return true;
  const status = await get<{ isClient?: boolean } | null>(page, `/api/portals/${portal}/client-status`);
  return status.status !== 200 || status.json?.isClient !== false;
}

/** The button that closes each dialog (accepts the terms, goes on past the notice, closes the welcome). */
const CLOSING_BUTTON: Record<ClientDialog, string> = {
  terms: 'clientDialogs.terms.accept',
  notValidated: 'clientDialogs.notValidated.continue',
  welcome: 'app.close',
};

/**
 * The dialogs a fresh load of a portal screen brings up, in order: the web's own queue
 * (dialog-queue.ts) on the answers the web reads, with nothing closed yet in the load. Undefined
 * when an answer is missing (a failed request, no portal in the address): then nobody can say.
 */
async function dialogsOfLoad(page: Page): Promise<ClientDialog[] | undefined> {
  const portal = portalOf(page);
  if (!portal) return undefined;
  const [status, terms, session, preview] = await Promise.all([
    get<ClientStatus>(page, `/api/portals/${portal}/client-status`),
    get<PortalTerms>(page, `/api/portals/${portal}/terms`),
    get<SessionResponse>(page, '/api/auth/session'),
    get<CurrentPreview>(page, '/api/me/preview'),
  ]);
  if (status.status !== 200 || session.status !== 200 || preview.status !== 200) return undefined;
  // A client preview shows no dialog (web client-dialogs.tsx, read-only).
  if (preview.json.preview || !status.json.isClient) return [];
  if (terms.status !== 200) return undefined;
  const dialogs: ClientDialog[] = [];
  for (;;) {
    const next = nextClientDialog({
      terms: terms.json,
      status: status.json,
      hideIntroText: session.json.user.hideIntroText,
      closed: new Set(dialogs),
    });
    if (!next) return dialogs;
    dialogs.push(next);
  }
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
  const buttons = Object.values(CLOSING_BUTTON).map((key) =>
    dialog.getByRole('button', { name: webText(language, key), exact: true }),
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
 * Clicks a dialog's closing button until it has left the page. A click can land before the app has
 * taken over the page's first frame (the button drawn, its handler not yet attached) and do nothing,
 * so one click is not enough (CI, 28 Nov: the welcome stayed open for 30 s after it).
 */
async function closeWith(button: Locator, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  // The first click waits for the dialog to come up (the ones after the terms come a moment later).
  await button.click({ timeout: left() });
  for (;;) {
    const gone = await button
      .waitFor({ state: 'hidden', timeout: Math.min(2_000, left()) })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
    if (Date.now() >= deadline) throw new Error(`the dialog's button stayed after ${timeout} ms of clicks`);
    // Still there: click again, unless it left in the meantime.
    await button.click({ timeout: Math.min(2_000, left()) }).catch(() => undefined);
  }
}

/**
 * Waits for a portal screen, freshly loaded, past a client's dialogs: the terms come before the
 * screen renders at all (§2), so first the heading or a dialog, then the dialogs closed, then the
 * heading. The dialogs the load brings are known from the web's answers, so each is waited for and
 * closed, and the last waited out of the page, with no quiet rounds after (a second or more a
 * client's screen; decision 135); without a clear answer, the quiet rounds.
 */
export async function waitForScreen(page: Page, language: Locale = 'en', timeout = 30_000): Promise<void> {
  await page.locator('main h1').or(page.getByRole('dialog')).first().waitFor({ timeout });
  const dialogs = await dialogsOfLoad(page);
  if (!dialogs) await dismissClientDialogs(page, language);
  else {
    for (const dialog of dialogs) {
      const button = page
        .getByRole('dialog')
        .getByRole('button', { name: webText(language, CLOSING_BUTTON[dialog]), exact: true });
      await closeWith(button, timeout);
    }
  }
  await page.locator('main h1').first().waitFor({ timeout });
}
