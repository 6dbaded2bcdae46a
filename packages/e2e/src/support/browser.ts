import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { chromiumPath, screenshotDir } from './paths';
import { settleTransitions } from './transitions';

const LAUNCH_OPTIONS = {
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** Set by the e2e global setup to its browser server's address; test workers inherit it. */
export const BROWSER_SERVER_VARIABLE = 'E2E_BROWSER_WS';

/**
 * Debian's Chromium, headless, with the flags this closed network needs (no background calls). In
 * an e2e run, a connection to the run's one browser (startBrowserServer) instead of a launch per
 * file; close() then closes this file's contexts and disconnects, and the browser stays.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[BROWSER_SERVER_VARIABLE];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}

/** The run's one browser, which every e2e file connects to (global-setup). */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}

export const VIEWPORTS = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const;

/** Saves a screenshot under screenshots/ (git-ignored) for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  // A picture is for people: a short wait, so that a page that keeps animating costs little.
  await settleTransitions(page, 1_000);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
