import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PERFORMANCE_PERIODS,
  formatAmount,
  formatPercent,
  type AccountPageView,
  type Locale,
  type ReturnValue,
} from '@portal/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { get } from './support/page-api';
import { screenshotDir } from './support/paths';
import type { RunningPortal } from './support/portal-server';
import { screenText, signInAs } from './support/screens';
import { sharedPortal, type SharedPortalKey } from './support/shared-portals';

// Issue 14: a demo investor's account report printed by the server's Chromium. The text pdftotext
// reads from the PDF carries the account screen's figures (total value, every period return of every
// portfolio, the number of holdings), in the reader's language with its own letters; the pages are
// the cover, the numbered body and the back page. Page images go to screenshots/ to be looked at.

// Portals are asked for one at a time: seeding several at once on a small machine outlasts the pool's wait.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const returnText = (value: ReturnValue | undefined) =>
  value?.value === null || value?.value === undefined ? '—' : formatPercent(value.value);
const squash = (line: string) => line.replace(/\s+/g, ' ').trim();

interface Printed {
  text: string;
  pages: number;
  page: AccountPageView;
}

/** Signs in as the company's demo investor, prints their first account's report, reads its text. */
async function printFor(portal: RunningPortal, key: SharedPortalKey, locale: Locale): Promise<Printed> {
  const session = await signInAs(browser, portal, 'investor', 'wide', locale);
  try {
    const { page, portalId } = session;
    const accounts = await get<{ items: { id: string }[] }>(page, `/api/portals/${portalId}/accounts`);
    const accountId = accounts.json.items[0]!.id;
    const base = `/api/portals/${portalId}/accounts/${accountId}`;
    const overview = await get<AccountPageView>(page, `${base}/overview`);
    const { json: token } = await get<{ token: string }>(page, `${base}/report-token`);
    const response = await page
      .context()
      .request.get(
        `${portal.baseUrl}/api/generatePdf?token=${encodeURIComponent(token.token)}&pdfType=account`,
      );
    expect(response.status(), (await response.text()).slice(0, 200)).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-e2e-'));
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, await response.body());
    // Pictures of every page, for people to look at (screenshots/ is git-ignored).
    fs.mkdirSync(screenshotDir, { recursive: true });
    execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(screenshotDir, `report-${key}`)]);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
      page: overview.json,
    };
  } finally {
    await session.close();
  }
}

describe('account report PDF', () => {
  it("prints the account screen's figures: total value, each period return, the number of holdings", async () => {
    const { text, pages, page } = await printFor(await sharedPortal('asset-manager'), 'asset-manager', 'en');
    const lines = text.split('\n').map(squash);
    expect(text).toContain(screenText('en', 'report.title'));
    expect(text).toContain(formatAmount(page.account.value, { currency: page.account.currency }));
    for (const entry of page.portfolios) {
      // The performance table's row of this portfolio: its value, then (after the weight) its five period returns.
      const value = formatAmount(entry.portfolio.value, { currency: entry.portfolio.currency });
      const returns = PERFORMANCE_PERIODS.map((p) =>
        returnText(entry.performance.periods.find((r) => r.period === p)?.portfolio),
      ).join(' ');
      const row = lines.find((l) => l.startsWith(entry.portfolio.name) && l.includes(value));
      expect(row, `${entry.portfolio.name} ${value}`).toBeDefined();
      expect(row!.endsWith(returns), `${row} ends with ${returns}`).toBe(true);
      const count = entry.holdings.holdings.length;
      expect(text).toContain(
        screenText('en', count === 1 ? 'report.holdingsCount_one' : 'report.holdingsCount_other', { count }),
      );
    }
    // Cover, the numbered body pages, back page.
    const numbered = /Page 1 of (\d+)/.exec(text);
    expect(numbered).not.toBeNull();
    expect(pages).toBe(Number(numbered![1]) + 2);
  }, 600_000);

  it('prints Greek and Icelandic reports in their own letters', async () => {
    const greek = await printFor(await sharedPortal('greek'), 'greek', 'el');
    expect(greek.text).toContain(screenText('el', 'report.title'));
    expect(greek.text).toMatch(/[α-ωά-ώ]{4}/);
    const icelandic = await printFor(await sharedPortal('icelandic'), 'icelandic', 'is');
    expect(icelandic.text).toContain(screenText('is', 'report.title'));
    expect(icelandic.text).toMatch(/[þðæö]/);
  }, 900_000);
});
