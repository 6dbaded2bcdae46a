import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { SAMPLES_DIR } from '../providers/static/static-source';
import { startProviderWorld, type ProviderWorld } from '../providers/testing/provider-world';
import { sessionCookie } from '../testing/sign-in-as';

/**
 * A report of an account the data provider cannot load (issue 14, §8): refused with 422 and the
 * §8 message instead of a PDF of empty pages. The static provider over the shipped samples knows
 * the fixture investor by its external id; another external id is not linked, none at all is
 * 'Need external id'.
 */
describe('reports of an account without linked data', () => {
  let w: ProviderWorld;
  let cookie: string;
  const base = () => `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;

  beforeAll(async () => {
    w = await startProviderWorld({
      LOG_LEVEL: 'error',
      DATA_PROVIDER: 'static',
      STATIC_SAMPLES_DIR: SAMPLES_DIR,
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    cookie = await sessionCookie(w.db.db, w.world.users.investor);
  });
  afterAll(async () => {
    await w?.close();
  });

  const get = (url: string) => w.server.app.inject({ method: 'GET', url, headers: { cookie } });
  const link = (externalId: string | null) =>
    w.db.db.update(accounts).set({ externalId }).where(eq(accounts.id, w.world.accounts.investor));

  async function generatePdf() {
    const token = (await get(`${base()}/report-token`)).json<{ token: string }>().token;
    return get(`/api/generatePdf?token=${encodeURIComponent(token)}&pdfType=account`);
  }

  it('builds the report of the linked account', async () => {
    await link(w.portfolios.accountExternalId);
    const response = await get(`${base()}/report`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ page: { account: { value: string } } }>().page.account.value).toBe('29658.48');
  });

  it('refuses an account whose external id the samples do not know: 422, the §8 message', async () => {
    await link('EXT-NOT-IN-SAMPLES');
    const expected = {
      error: { code: 'external_id_not_linked', message: 'Account is not linked with a correct external id' },
    };
    const report = await get(`${base()}/report`);
    expect(report.statusCode).toBe(422);
    expect(report.json()).toEqual(expected);
    const pdf = await generatePdf();
    expect(pdf.statusCode).toBe(422);
    expect(pdf.headers['content-type']).toMatch(/json/);
    expect(pdf.json()).toEqual(expected);
  });

  it("refuses an account without an external id: 'Need external id'", async () => {
    await link(null);
    const pdf = await generatePdf();
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toEqual({ error: { code: 'need_external_id', message: 'Need external id' } });
  });
});
