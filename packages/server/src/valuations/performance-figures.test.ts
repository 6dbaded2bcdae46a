import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios, type PerformanceFiguresCache } from '../db/schema/index';
import { sessionCookie } from '../testing/sign-in-as';
import { requestRevaluation } from './revaluation-jobs';
import { startValuationWorld, type ValuationWorld } from './testing/valuation-world';

interface Page {
  portfolios: {
    portfolio: { id: string };
    performance: { twr: { cumulative: { value: number | null } }; recalculating: unknown };
  }[];
}

/**
 * The account page's figures come from what the revaluation stored (decision 52): they equal the
 * figures recomputed from the whole stored series, for the fixture's portfolios as taken over by
 * the pipeline and after a backdated booking; while a portfolio is marked, the page recomputes
 * from the series before the mark and says it is recalculating.
 */
describe("the account page's stored performance figures", () => {
  let w: ValuationWorld;
  const account = () => `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}`;
  const both = () => [w.portfolios.gia, w.portfolios.isa];

  beforeAll(async () => {
    w = await startValuationWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, server = w.server) {
    const cookie = `portal_csrf=t; ${await sessionCookie(w.db.db, w.world.users.ownerAdvisor)}`;
    return server.app.inject({
      method,
      url,
      headers: {
        cookie,
        'x-csrf-token': 't',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }
  const page = async () => {
    const answer = await call('GET', `${account()}/overview`);
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  const storedFigures = async () =>
    w.db.db
      .select({ id: portfolios.id, figures: portfolios.performanceFigures })
      .from(portfolios)
      .where(inArray(portfolios.id, both()));
  /** Writes the portfolios' stored figures, stamping them so that the cached page is recomputed. */
  async function setFigures(id: string, figures: PerformanceFiguresCache | null) {
    await w.db.db
      .update(portfolios)
      .set({ performanceFigures: figures, updatedAt: new Date() })
      .where(eq(portfolios.id, id));
  }

  /** The page as served from the stored figures, and as recomputed from the series without them. */
  async function storedAndRecomputed() {
    const saved = await storedFigures();
    expect(saved.every((s) => s.figures !== null)).toBe(true);
    const stored = await page();
    for (const s of saved) await setFigures(s.id, null);
    const recomputed = await page();
    for (const s of saved) await setFigures(s.id, s.figures);
    return { stored, recomputed, saved };
  }

  it('are a few dozen key points and equal the figures recomputed from the series', async () => {
    const { stored, recomputed, saved } = await storedAndRecomputed();
    expect(stored).toBe(recomputed);
    for (const s of saved) expect(s.figures!.entries.length).toBeLessThan(40);
    const view = JSON.parse(stored) as Page;
    expect(view.portfolios.map((p) => p.portfolio.id).sort()).toEqual([...both()].sort());
  });

  it('are what the page reads', async () => {
    const [gia] = (await storedFigures()).filter((s) => s.id === w.portfolios.gia);
    const figures = gia!.figures!;
    await setFigures(gia!.id, { ...figures, twr: { ...figures.twr, cumulative: { value: 0.4242 } } });
    const view = JSON.parse(await page()) as Page;
    const shown = view.portfolios.find((p) => p.portfolio.id === w.portfolios.gia)!;
    expect(shown.performance.twr.cumulative.value).toBe(0.4242);
    await setFigures(gia!.id, figures);
  });

  it('say recalculating while a backdated booking waits, and equal the recomputed ones after', async () => {
    const before = await page();
    const booked = await call(
      'POST',
      `${account()}/portfolios/${w.portfolios.isa}/transactions`,
      {
        type: 'Contribution',
        name: 'Contribution',
        symbol: 'CASH',
        date: '2023-02-06',
        amount: '25000',
        currency: 'GBP',
      },
      w.noJobs,
    );
    expect(booked.statusCode).toBe(201);
    const pending = JSON.parse(await page()) as Page;
    const isa = pending.portfolios.find((p) => p.portfolio.id === w.portfolios.isa)!;
    expect(isa.performance.recalculating).toMatchObject({ from: '2023-02-06' });
    const gia = pending.portfolios.find((p) => p.portfolio.id === w.portfolios.gia)!;
    expect(gia.performance.recalculating).toBeNull();

    await requestRevaluation(w.jobs, w.db.db, [w.portfolios.isa]);
    await w.revalued([w.portfolios.isa]);
    const { stored, recomputed } = await storedAndRecomputed();
    expect(stored).toBe(recomputed);
    expect(stored).not.toBe(before);
    const after = JSON.parse(stored) as Page;
    expect(after.portfolios.every((p) => p.performance.recalculating === null)).toBe(true);
  });
});
