import type { Locale } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from './browser';
import { waitForScreen } from './client-dialogs';
import { demoSignIns, type DemoSignIn } from './demo-sign-ins';
import { webText } from './locale-text';
import { get, post } from './page-api';
import type { RunningPortal } from './portal-server';

// What the screen-by-screen e2e files share: translated text with its placeholders filled, signing
// in as a demo user of a running portal, opening a screen past the client's dialogs, and the checks
// a screen's tests keep making (a chart drawn, a snackbar, no sideways scroll on a phone).

/** The web's text for a key in a language, with `{{name}}` placeholders filled. */
export function screenText(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    webText(locale, key),
  );
}

/**
 * The demo sign-ins of the company the file uses: the first unless the shared portal names another
 * (the banner lists every seeded company's, company by company).
 */
export function companySignIns(portal: RunningPortal): DemoSignIn[] {
  const rows = demoSignIns(portal.output());
  const domains = [...new Set(rows.map((row) => row.email.split('@')[1]))];
  const domain = domains[portal.company ?? 0];
  if (!domain) throw new Error(`No seeded company ${portal.company} in the demo sign-ins`);
  return rows.filter((row) => row.email.endsWith(`@${domain}`));
}

export interface ScreenSession {
  page: Page;
  /** The first portal the user may open. */
  portalId: string;
  close: () => Promise<void>;
}

/** Where the web app keeps a language chosen on the URL (web i18n/language-preference.ts). */
const LANGUAGE_STORAGE_KEY = 'portal.language';

/**
 * A fresh browser context signed in as the company's demo user of that role. The sign-in goes
 * through the API from a same-origin page that loads no app (the app loads with the first screen
 * the test opens), after storing the language as the app does for `?lng=`.
 */
export async function signInAs(
  browser: Browser,
  portal: RunningPortal,
  role: string,
  viewport: keyof typeof VIEWPORTS,
  locale: Locale = 'en',
): Promise<ScreenSession> {
  const who = companySignIns(portal).find((row) => row.role === role)!;
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}/api/auth/session`);
  await page.evaluate(
    ([key, lng]) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, lng),
    [LANGUAGE_STORAGE_KEY, locale] as const,
  );
  const answer = await post(page, '/api/auth/sign-in', { email: who.email, password: who.password });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const portals = await get<{ items: { id: string }[] }>(page, '/api/portals');
  return { page, portalId: portals.json.items[0]!.id, close: () => context.close() };
}

/**
 * Opens a path, closes a client's terms and welcome dialogs and waits for the screen's heading. A
 * client who has not accepted the terms sees them before the screen (it renders after Accept).
 */
export async function openScreen(page: Page, url: string, locale: Locale = 'en'): Promise<void> {
  await page.goto(url);
  await waitForScreen(page, locale);
}

/** The page's scroll width: no wider than the phone means nothing scrolls sideways. */
export const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

/** The screen's main heading. */
export const heading = (page: Page) => page.locator('main h1').first().textContent();

/** Waits until the chart with this accessible name has drawn its SVG. */
export const chartDrawn = (page: Page, name: string) =>
  expect
    .poll(() => page.getByRole('img', { name, exact: true }).locator('svg').count(), { timeout: 20_000 })
    .toBeGreaterThan(0);

/** Waits until a snackbar (or any text) with exactly this message shows. */
export const snackbar = (page: Page, message: string) =>
  expect.poll(() => page.getByText(message, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
