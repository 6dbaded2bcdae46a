import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwners, documents, funds, portals, users } from './schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

/**
 * Decision 55 beyond the clients overview: library documents, explorer funds and people (a
 * client's advisors) are ordered by the portal language's collation. Ö is a letter after Z in
 * Icelandic and an O in English, so 'Örn' / 'Öryggi' tell the two orders apart.
 */
describe('lists in the portal language', () => {
  let h: AccessHarness;
  const fundNames = ['Zeta Growth', 'Öryggi Sjóður', 'Alpha Income', 'Ávöxtun Sjóður'];
  const documentNames = ['Zeta skýrsla', 'Öryggi skýrsla', 'Árskýrsla', 'Ársfjórðungur'];
  const advisorNames = ['Zoe Ward', 'Örn Ólafsson', 'Anna Jónsdóttir'];

  beforeAll(async () => {
    h = await startAccessHarness();
    await h.db.db.insert(funds).values(fundNames.map((name, i) => ({ isin: `IS000000000${i}`, name })));
    // One moment: the library is newest first, and documents of the same moment go by name.
    const at = new Date('2026-11-01T09:00:00Z');
    await h.db.db.insert(documents).values(
      documentNames.map((name) => ({
        portalId: h.world.portalA,
        name,
        type: 'Report',
        fileKey: `k/${name}`,
        fileName: `${name}.pdf`,
        createdAt: at,
      })),
    );
    const advisors = await h.db.db
      .insert(users)
      .values(
        advisorNames.map((name, i) => ({ email: `advisor${i}@example.org`, name, isProfessional: true })),
      )
      .returning({ id: users.id });
    await h.db.db.insert(accountOwners).values(
      advisors.map(({ id }) => ({
        portalId: h.world.portalA,
        accountId: h.world.accounts.investor,
        userId: id,
      })),
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  const setLanguage = (language: string | null) =>
    h.db.db.update(portals).set({ portalLanguage: language }).where(eq(portals.id, h.world.portalA));
  const names = async (path: string, pick: (body: never) => { name: string }[]) => {
    const { status, body } = await h.get(`/api/portals/${h.world.portalA}${path}`, h.world.users.investor);
    expect(status).toBe(200);
    return pick(body as never).map((row) => row.name);
  };
  const fundsListed = async () =>
    (await names('/funds?pageSize=100', (b: { items: { name: string }[] }) => b.items)).filter((n) =>
      fundNames.includes(n),
    );
  const documentsListed = async () =>
    (await names('/library/documents?pageSize=100', (b: { items: { name: string }[] }) => b.items)).filter(
      (n) => documentNames.includes(n),
    );
  const advisorsListed = async () =>
    (await names('/messages/recipients', (b: { advisors: { name: string }[] }) => b.advisors)).filter((n) =>
      advisorNames.includes(n),
    );

  it('orders funds, documents and advisors as Icelandic in an Icelandic portal', async () => {
    await setLanguage('is');
    expect(await fundsListed()).toEqual(['Alpha Income', 'Ávöxtun Sjóður', 'Zeta Growth', 'Öryggi Sjóður']);
    expect(await documentsListed()).toEqual(['Ársfjórðungur', 'Árskýrsla', 'Zeta skýrsla', 'Öryggi skýrsla']);
    expect(await advisorsListed()).toEqual(['Anna Jónsdóttir', 'Zoe Ward', 'Örn Ólafsson']);
  });

  it('orders them as English in an English portal (Ö with O, before Z)', async () => {
    await setLanguage('en');
    expect(await fundsListed()).toEqual(['Alpha Income', 'Ávöxtun Sjóður', 'Öryggi Sjóður', 'Zeta Growth']);
    expect(await documentsListed()).toEqual(['Ársfjórðungur', 'Árskýrsla', 'Öryggi skýrsla', 'Zeta skýrsla']);
    expect(await advisorsListed()).toEqual(['Anna Jónsdóttir', 'Örn Ólafsson', 'Zoe Ward']);
  });
});
