import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema/index';
import { holdFund, startProviderWorld, type ProviderWorld } from '../providers/testing/provider-world';
import { sessionCookie } from '../testing/sign-in-as';

/**
 * The holding drawer's documents on a database brand: the library's documents of the fund the holding
 * is (by ISIN), as far as the viewer may read them, each linking to the library's download. (The
 * partners brand's, read through its provider, are in providers/api/partners-extras.test.ts.)
 */
describe('holding documents from the library (database provider)', () => {
  let w: ProviderWorld;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    w = await startProviderWorld();
    const db = w.db.db;
    const fundId = await holdFund(w, 'GB00RWSC0002');
    for (const [name, accountId] of [
      ['factsheet', null],
      ['neighbourNote', w.world.accounts.neighbour],
    ] as const) {
      const [row] = await db
        .insert(documents)
        .values({
          portalId: w.world.portalA,
          name,
          type: 'Factsheet',
          fileKey: `General/x/${name}.pdf`,
          fileName: `${name}.pdf`,
          fundId,
          accountId,
        })
        .returning({ id: documents.id });
      ids[name] = row!.id;
    }
  });
  afterAll(async () => {
    await w?.close();
  });

  const url = (symbol: string) =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${w.portfolios.gia}/drawer/${symbol}/documents`;

  it("lists what the viewer may read of the holding's fund, linking to the library", async () => {
    const cookie = await sessionCookie(w.db.db, w.world.users.investor);
    const response = await w.server.app.inject({ url: url('RWSC'), headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        id: ids.factsheet,
        url: `/api/portals/${w.world.portalA}/library/documents/${ids.factsheet}/file`,
      }),
    ]);
    // A line of no fund in the universe has none; a database brand's files are the library's.
    expect((await w.server.app.inject({ url: url('VOD.L'), headers: { cookie } })).json()).toEqual({
      items: [],
    });
    expect(
      (await w.server.app.inject({ url: `${url('RWSC')}/${ids.factsheet}/file`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it("is a 404 for another client's account", async () => {
    const cookie = await sessionCookie(w.db.db, w.world.users.neighbour);
    expect((await w.server.app.inject({ url: url('RWSC'), headers: { cookie } })).statusCode).toBe(404);
  });
});
