import { buildPath, hasRoute, type BrandId, type Locale, type RouteName } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from './support/browser';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { openScreen, screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// Issue 15 and decision 55: the greek and icelandic brands write figures and dates as their readers
// do. Every screen an advisor walks (clients overview, an account, a portfolio, the library,
// messages, the profile) shows no English-style amount ('1,234.56') and no ISO date in its visible
// text; Icelandic names are listed in Icelandic order and the letter Á finds the names under Á.

/**
 * '1,234.56' or '12.50': English grouping and decimal point. (A bare '343,942' is Greek and
 * Icelandic for 343.942, so a comma alone is no sign of English. A bond's name carries its coupon
 * as the issuer wrote it, 'Albion Water 5.25% 2029': data, not a figure the portal wrote.)
 */
const ENGLISH_AMOUNT =
  /(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d+(?![\d,])|(?<![\d.,])\d+\.\d{2}(?![\d.,]|%\s\d{4})/g;
/** An ISO date on its own (not inside a file name such as 'statement-2026-11-01.pdf'). */
const ISO_DATE = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-]|\.\w)/g;

let browser: Browser;
let greek: RunningPortal;
let icelandic: RunningPortal;

beforeAll(async () => {
  [browser, greek, icelandic] = await Promise.all([
    launchBrowser(),
    sharedPortal('greek'),
    sharedPortal('icelandic'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

interface AccountRow {
  id: string;
  name: string;
  portfolioCount: number;
}

/** The visible text of the page once the screen has settled (no loading indicator left). */
async function visibleText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[role="progressbar"]').count(), { timeout: 20_000 }).toBe(0);
  return page.locator('body').innerText();
}

/** Each match with the text around it, so a failure shows where it was. */
const found = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20));

async function expectLocalText(page: Page, screen: string) {
  const text = await visibleText(page);
  expect({ screen, amounts: found(text, ENGLISH_AMOUNT) }).toEqual({ screen, amounts: [] });
  expect({ screen, dates: found(text, ISO_DATE) }).toEqual({ screen, dates: [] });
}

async function walk(portal: RunningPortal, brand: BrandId, locale: Locale) {
  const text = (key: string, values?: Record<string, string | number>) => screenText(locale, key, values);
  const { page, portalId, close } = await signInAs(browser, portal, 'advisor', 'wide', locale);
  try {
    const path = (name: RouteName, params: Record<string, string> = {}) =>
      `${portal.baseUrl}${buildPath(brand, name, { portal: portalId, ...params } as never)}?lng=${locale}`;

    await openScreen(page, path('dashboard-portal'), locale);
    const list = page.getByRole('table', { name: text('dashboard.listLabel') });
    await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await expectLocalText(page, 'clients');
    await saveScreenshot(page, `locale-${brand}-clients-wide`);

    const accounts = await get<{ items: AccountRow[] }>(
      page,
      `/api/portals/${portalId}/accounts?pageSize=50`,
    );
    const account = accounts.json.items.find((row) => row.portfolioCount > 0)!;
    const accountRoute = hasRoute(brand, 'dashboard-portal-account')
      ? 'dashboard-portal-account'
      : 'dashboard-portal-account-export';
    await openScreen(page, path(accountRoute, { account: account.id }), locale);
    await expect
      .poll(() => page.locator('main table tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectLocalText(page, 'account');

    const summary = await get<{ portfolios: { id: string }[] }>(
      page,
      `/api/portals/${portalId}/accounts/${account.id}`,
    );
    await openScreen(
      page,
      path('dashboard-portal-portfolio', { portfolio: summary.json.portfolios[0]!.id }),
      locale,
    );
    await expectLocalText(page, 'portfolio');
    for (const tab of ['holdings', 'transactions'] as const) {
      await page.getByRole('tab', { name: text(`portfolio.tabs.${tab}`), exact: true }).click();
      await expect
        .poll(() => page.locator('main table tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expectLocalText(page, `portfolio ${tab}`);
    }
    await saveScreenshot(page, `locale-${brand}-portfolio-wide`);

    for (const screen of ['dashboard-portal-library', 'dashboard-portal-messages'] as const) {
      if (!hasRoute(brand, screen)) continue;
      await openScreen(page, path(screen), locale);
      await expectLocalText(page, screen);
    }
    await openScreen(page, `${portal.baseUrl}/profile/me?lng=${locale}`, locale);
    await expectLocalText(page, 'profile');
    return { page, portalId, close, list, text };
  } catch (error) {
    await close();
    throw error;
  }
}

describe('figures and dates as Greek and Icelandic readers write them', { timeout: 240_000 }, () => {
  it('greek: no English amounts and no ISO dates on the screens an advisor walks', async () => {
    const { close } = await walk(greek, 'greek', 'el');
    await close();
  });

  it('icelandic: no English amounts or ISO dates, names in Icelandic order, and the letter Á', async () => {
    const { page, portalId, close, list, text } = await walk(icelandic, 'icelandic', 'is');
    try {
      await openScreen(page, `${icelandic.baseUrl}/dashboard/${portalId}?lng=is`, 'is');
      await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      const names = (await list.locator('tbody tr td:first-child').allTextContents()).map((n) => n.trim());
      // Node's full ICU has CLDR's Icelandic order; the server's collation must agree.
      expect(names).toEqual([...names].sort(new Intl.Collator('is').compare));

      // The letter bar is the Icelandic alphabet; a letter of its own finds only the names under it.
      const bar = page.getByRole('group', { name: text('dashboard.letterFilter') });
      const letters = (await bar.getByRole('button').allTextContents()).map((l) => l.trim());
      expect(letters.slice(1, 33).join(' ')).toBe(
        'A Á B D Ð E É F G H I Í J K L M N O Ó P R S T U Ú V X Y Ý Þ Æ Ö',
      );
      const filters = await get<{ letters: string[] }>(page, `/api/portals/${portalId}/account-filters`);
      const own = ['Á', 'Ó', 'Þ', 'Ö', 'Ð', 'Í', 'Ú', 'É', 'Ý', 'Æ'].find((l) =>
        filters.json.letters.includes(l),
      );
      expect(own, `an Icelandic letter among ${filters.json.letters.join(' ')}`).toBeDefined();
      await page.getByRole('button', { name: text('dashboard.letter', { letter: own! }) }).click();
      await expect
        .poll(async () => {
          const shown = await list.locator('tbody tr td:first-child').allTextContents();
          return shown.length > 0 && shown.every((name) => name.trim().startsWith(own!));
        })
        .toBe(true);
      if (own === 'Á' || filters.json.letters.includes('A')) {
        await page.getByRole('button', { name: text('dashboard.letter', { letter: 'A' }) }).click();
        await expect
          .poll(async () => {
            const shown = await list.locator('tbody tr td:first-child').allTextContents();
            return shown.length > 0 && shown.every((name) => /^A/.test(name.trim()));
          })
          .toBe(true);
      }
      await saveScreenshot(page, `locale-icelandic-letter-wide`);
    } finally {
      await close();
    }
  });
});
