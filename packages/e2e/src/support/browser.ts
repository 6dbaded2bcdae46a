import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath, screenshotDir } from './paths';
import { settleTransitions } from './transitions';

/** Debian's Chromium, headless, with the flags this closed network needs (no background calls). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
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
  });
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
