import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, portals } from '../db/schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

/**
 * Decision 53: the clients overview orders names by the portal language's collation (ICU is-IS,
 * el-GR, en-GB on PostgreSQL; the same orders on PGlite through CLDR's rules) and a letter finds the
 * names that start with it as the language reads them (Á under Á in Icelandic, under A in English).
 */
describe('account names in the portal language', () => {
  let h: AccessHarness;
  const icelandic = ['Örn Ólafsson', 'Þór Þórsson', 'Ýr Jónsdóttir', 'Yrsa Sigurðardóttir', 'Zoe Ward'];
  const more = ['Ásta Árnadóttir', 'Óskar Pétursson', 'Árni Björnsson', 'Davíð Oddsson', 'Ðóra Hansen'];
  const greek = ['Ωμέγα Παππάς', 'Άννα Νικολάου', 'Αλέξης Γεωργίου', 'Έλενα Δημητρίου', 'Βασίλης Κ.'];
  const names = [...icelandic, ...more, ...greek];

  beforeAll(async () => {
    h = await startAccessHarness();
    await h.db.db
      .insert(accounts)
      .values(names.map((name) => ({ portalId: h.world.portalA, name, validated: true })));
  });
  afterAll(async () => {
    await h?.close();
  });

  const setLanguage = (language: string | null) =>
    h.db.db.update(portals).set({ portalLanguage: language }).where(eq(portals.id, h.world.portalA));
  const list = async (query = '') => {
    const { status, body } = await h.get(
      `/api/portals/${h.world.portalA}/accounts${query}${query ? '&' : '?'}pageSize=100`,
      h.world.users.admin,
    );
    expect(status).toBe(200);
    return (body as { items: { name: string }[] }).items.map((a) => a.name);
  };
  const ours = (listed: string[], among: readonly string[]) => listed.filter((name) => among.includes(name));
  const letters = async () =>
    (
      (await h.get(`/api/portals/${h.world.portalA}/account-filters`, h.world.users.admin)).body as {
        letters: string[];
      }
    ).letters;

  it('orders Icelandic names as Icelandic: Á after A, Ð after D, Ý after Y, then Þ, Æ, Ö after Z', async () => {
    await setLanguage('is');
    expect(ours(await list(), [...icelandic, ...more, 'Ada Investor'])).toEqual([
      'Ada Investor',
      'Árni Björnsson',
      'Ásta Árnadóttir',
      'Davíð Oddsson',
      'Ðóra Hansen',
      'Óskar Pétursson',
      'Yrsa Sigurðardóttir',
      'Ýr Jónsdóttir',
      'Zoe Ward',
      'Þór Þórsson',
      'Örn Ólafsson',
    ]);
  });

  it('finds Á names under Á and not under A in Icelandic, and under A in English', async () => {
    await setLanguage('is');
    expect(await list('?letter=%C3%81')).toEqual(['Árni Björnsson', 'Ásta Árnadóttir']);
    expect(await list(`?letter=${encodeURIComponent('á')}`)).toEqual(['Árni Björnsson', 'Ásta Árnadóttir']);
    expect(await list('?letter=A')).toEqual(['Ada Investor']);
    expect(await list(`?letter=${encodeURIComponent('Ð')}`)).toEqual(['Ðóra Hansen']);
    expect(await list('?letter=D')).toEqual(['Davíð Oddsson']);
    expect(await letters()).toEqual(expect.arrayContaining(['A', 'Á', 'Ð', 'Ó', 'Ý', 'Þ', 'Ö']));

    await setLanguage('en');
    expect(ours(await list('?letter=A'), [...more, 'Ada Investor'])).toEqual([
      'Ada Investor',
      'Árni Björnsson',
      'Ásta Árnadóttir',
    ]);
    expect(await letters()).not.toContain('Á');
  });

  it('orders Greek names first and by the Greek alphabet in Greek, and Á with A in English', async () => {
    await setLanguage('el');
    const listed = await list();
    expect(ours(listed, greek)).toEqual([
      'Αλέξης Γεωργίου',
      'Άννα Νικολάου',
      'Βασίλης Κ.',
      'Έλενα Δημητρίου',
      'Ωμέγα Παππάς',
    ]);
    expect(listed.indexOf('Ωμέγα Παππάς')).toBeLessThan(listed.indexOf('Ada Investor'));
    expect(await list(`?letter=${encodeURIComponent('Α')}`)).toEqual(['Αλέξης Γεωργίου', 'Άννα Νικολάου']);

    await setLanguage(null);
    expect(ours(await list(), [...more, 'Ada Investor'])).toEqual([
      'Ada Investor',
      'Árni Björnsson',
      'Ásta Árnadóttir',
      'Davíð Oddsson',
      'Ðóra Hansen',
      'Óskar Pétursson',
    ]);
  });
});
