import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, documents, logs, users } from '../db/schema/index';
import { startLibraryHarness, type LibraryHarness, type UserApi } from './testing/library-harness';

let h: LibraryHarness;
let investor: UserApi;
let advisor: UserApi;
let base: string;

beforeAll(async () => {
  h = await startLibraryHarness();
  investor = await h.as(h.world.users.investor);
  advisor = await h.as(h.world.users.ownerAdvisor);
  base = `/api/portals/${h.world.portalA}/library/documents`;
});
afterAll(async () => {
  await h?.close();
});

const names = (answer: { body: { items: { name: string }[] } }) =>
  answer.body.items.map((item) => item.name).sort();
const notFound = { error: { code: 'not_found', message: 'Page not found.' } };

/** An investor of portal A with an account but in no group. */
async function outsider(): Promise<UserApi> {
  const [user] = await h.db.db
    .insert(users)
    .values({ email: 'outsider@clients.example', name: 'Otto Outsider' })
    .returning({ id: users.id });
  await h.db.db
    .insert(accounts)
    .values({ portalId: h.world.portalA, name: 'Otto Outsider', clientUserId: user!.id });
  return h.as(user!.id);
}

describe("an investor never reaches another client's document (§6, ASVS 8.2.2)", () => {
  it('answers 404, with no data, by id in either portal, by storage path or with junk ids', async () => {
    const { neighbour, otherPortal } = h.library.documents;
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, neighbour));
    for (const url of [
      `${base}/${neighbour}`,
      `${base}/${neighbour}/file`,
      `${base}/${otherPortal}/file`,
      `/api/portals/${h.world.portalB}/library/documents/${otherPortal}/file`,
      `${base}/${encodeURIComponent(row!.fileKey)}/file`,
      `${base}/..%2F..%2F${row!.fileKey.split('/').slice(1).join('%2F')}/file`,
      `${base}/00000000-0000-0000-0000-000000000000/file`,
    ]) {
      const answer = await investor.get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toEqual(notFound);
    }
    expect(names(await investor.get(base))).not.toContain('Neighbour statement.pdf');
    for (const url of [
      `${base}/${neighbour}`,
      `${base}/${neighbour}/signed`,
      `${base}/${neighbour}/duplicate`,
    ]) {
      expect((await investor.send('POST', url, {})).status, url).toBe(404);
    }
    expect((await investor.send('PUT', `${base}/${neighbour}/favourite`)).status).toBe(404);
  });

  it("lists the investor's own account, their group and the portal's files", async () => {
    const list = await investor.get(base);
    expect(list.status).toBe(200);
    expect(names(list)).toEqual([
      'Club newsletter.pdf',
      'Global fund factsheet.pdf',
      'Old form.pdf',
      'Statement Q1.pdf',
    ]);
    expect(
      list.body.items.find((item: { name: string }) => item.name === 'Club newsletter.pdf'),
    ).toMatchObject({
      group: { id: h.library.group, name: 'Income Club' },
      account: null,
      canManage: false,
    });
  });
});

describe('a group document is visible to members only', () => {
  it('lets members and company staff download it, and no one else', async () => {
    const url = `${base}/${h.library.documents.group}/file`;
    expect((await investor.get(url)).status).toBe(200);
    expect((await (await h.as(h.world.users.neighbour)).get(url)).status).toBe(200);
    expect((await (await h.as(h.world.users.otherAdvisor)).get(url)).status).toBe(200);
    const stranger = await outsider();
    expect((await stranger.get(url)).status).toBe(404);
    expect(names(await stranger.get(base))).toEqual(['Global fund factsheet.pdf']);
    expect((await (await h.as(h.world.users.otherCompanyAdmin)).get(url)).status).toBe(404);
    expect((await (await h.as(h.world.users.otherPortalInvestor)).get(url)).status).toBe(404);
  });
});

describe('sections and filters (§2)', () => {
  it('filters by account, group, type, tag and date, and pages', async () => {
    const q = (query: string) => advisor.get(`${base}?${query}`);
    expect(names(await q(`accountId=${h.world.accounts.investor}`))).toEqual([
      'Old form.pdf',
      'Statement Q1.pdf',
    ]);
    expect(names(await q(`groupId=${h.library.group}`))).toEqual(['Club newsletter.pdf']);
    expect(names(await q('type=Factsheet'))).toEqual(['Global fund factsheet.pdf']);
    expect(names(await q('tag=statements'))).toHaveLength(5);
    // Search: part of the name, any case; wildcards are literal; a search finds nothing out of scope.
    const found = names(await q('search=STATEMENT'));
    expect(found).toContain('Statement Q1.pdf');
    expect(found.every((name) => /statement/i.test(name))).toBe(true);
    expect(names(await q('search=%25'))).toEqual([]);
    expect(names(await q('search=neighbour'))).toEqual(['Neighbour statement.pdf']);
    expect(names(await investor.get(`${base}?search=neighbour`))).toEqual([]);
    expect((await q(`search=${'x'.repeat(101)}`)).status).toBe(400);
    await h.db.db
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(documents.id, h.library.documents.disposable));
    expect(names(await q('date=3m'))).not.toContain('Old form.pdf');
    expect(names(await q('date=12m'))).toContain('Old form.pdf');
    const page = await q('pageSize=2&page=2');
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
    expect((await q('date=2y')).status).toBe(400);
    expect((await q('accountId=not-a-uuid')).body).toMatchObject({ items: [], total: 0 });
    const tags = await advisor.get(`/api/portals/${h.world.portalA}/library/tags`);
    expect(tags.body).toEqual({ items: [{ tag: 'statements', count: 5 }] });
  });

  it('keeps favourites per user, my files, and what needs attention', async () => {
    const doc = h.library.documents.investor;
    expect((await investor.send('PUT', `${base}/${doc}/favourite`)).body).toEqual({ favourite: true });
    expect((await investor.send('PUT', `${base}/${doc}/favourite`)).status).toBe(200);
    expect(names(await investor.get(`${base}?section=favourites`))).toEqual(['Statement Q1.pdf']);
    expect(names(await advisor.get(`${base}?section=favourites`))).toEqual([]);
    expect((await investor.get(`${base}/${doc}`)).body.favourite).toBe(true);

    expect(names(await advisor.get(`${base}?section=mine`))).toHaveLength(5);
    expect(names(await investor.get(`${base}?section=mine`))).toEqual([]);
    expect(names(await investor.get(`${base}?section=attention`))).toContain('Statement Q1.pdf');
    const signed = await investor.send('POST', `${base}/${doc}/signed`);
    expect(signed.body.signedAt).toEqual(expect.any(String));
    expect(names(await investor.get(`${base}?section=attention`))).not.toContain('Statement Q1.pdf');
    expect((await investor.send('POST', `${base}/${doc}/approved`)).status).toBe(403);
    expect((await advisor.send('POST', `${base}/${doc}/approved`)).body.approvedAt).toEqual(
      expect.any(String),
    );

    expect((await investor.send('DELETE', `${base}/${doc}/favourite`)).body).toEqual({ favourite: false });
    expect(names(await investor.get(`${base}?section=favourites`))).toEqual([]);
  });
});

describe('rename, duplicate, remove', () => {
  it('renames, refusing a name taken in the same account', async () => {
    const doc = h.library.documents.investor;
    const taken = await advisor.send('PATCH', `${base}/${doc}`, { name: 'Old form.pdf' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'duplicate_file_exists',
      message: 'Another file with the same name already exists',
    });
    const renamed = await advisor.send('PATCH', `${base}/${doc}`, { name: 'Statement 2026 Q1' });
    expect(renamed.body.name).toBe('Statement 2026 Q1.pdf');
    expect((await advisor.send('PATCH', `${base}/${doc}`, { name: ' ' })).body.error.message).toBe(
      'Name is required',
    );
    expect((await investor.send('PATCH', `${base}/${doc}`, { name: 'Mine.pdf' })).status).toBe(403);
    const download = await investor.get(`${base}/${doc}/file`);
    expect(download.headers.get('content-disposition')).toContain('filename="Statement 2026 Q1.pdf"');
  });

  it("duplicates as '{name} - Copy', then _1, and into another account", async () => {
    const doc = h.library.documents.investor;
    const copy = await advisor.send('POST', `${base}/${doc}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe('Statement 2026 Q1 - Copy.pdf');
    expect((await advisor.send('POST', `${base}/${doc}/duplicate`, {})).body.name).toBe(
      'Statement 2026 Q1 - Copy_1.pdf',
    );
    const elsewhere = await advisor.send('POST', `${base}/${doc}/duplicate`, {
      accountId: h.world.accounts.neighbour,
    });
    expect(elsewhere.status).toBe(201);
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, elsewhere.body.id));
    expect(row!.accountId).toBe(h.world.accounts.neighbour);
    const original = await advisor.get(`${base}/${doc}/file`);
    expect((await advisor.get(`${base}/${copy.body.id}/file`)).bytes.equals(original.bytes)).toBe(true);
  });

  it('removes softly, deletes the file and logs the deletion', async () => {
    const doc = h.library.documents.disposable;
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, doc));
    expect((await investor.send('DELETE', `${base}/${doc}`)).status).toBe(403);
    expect((await advisor.send('DELETE', `${base}/${doc}`)).status).toBe(204);
    const [after] = await h.db.db.select().from(documents).where(eq(documents.id, doc));
    expect(after!.active).toBe(false);
    expect(await h.storage.stat(row!.fileKey)).toBeNull();
    expect((await advisor.get(`${base}/${doc}/file`)).status).toBe(404);
    const logged = await h.db.db.select().from(logs).where(eq(logs.entityId, doc));
    expect(logged.map((entry) => entry.type)).toContain('delete');
  });

  it("says §8 'Unexpected error while fetching document URL' when the file is gone from storage", async () => {
    const [row] = await h.db.db.select().from(documents).where(eq(documents.id, h.library.documents.portal));
    await h.storage.delete(row!.fileKey);
    const answer = await advisor.get(`${base}/${row!.id}/file`);
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({
      code: 'document_url',
      message: 'Unexpected error while fetching document URL',
    });
  });
});

describe('activity log', () => {
  it('records page visits in a portal the viewer can open, and downloads', async () => {
    const visit = await investor.send('POST', `/api/portals/${h.world.portalA}/activity/page-visits`, {
      path: `/dashboard/${h.world.portalA}/library`,
      section: 'library',
    });
    expect(visit.status).toBe(204);
    const refused = await investor.send('POST', `/api/portals/${h.world.portalB}/activity/page-visits`, {
      path: '/x',
    });
    expect(refused.status).toBe(404);
    expect(
      (
        await investor.send('POST', `/api/portals/${h.world.portalA}/activity/page-visits`, {
          path: 'javascript:x',
        })
      ).body.error.message,
    ).toBe('The page address is not valid');
    const entries = await h.db.db.select().from(logs).where(eq(logs.createdBy, h.world.users.investor));
    expect(entries.map((entry) => [entry.type, entry.collection])).toEqual(
      expect.arrayContaining([
        ['view', 'library'],
        ['download', 'documents'],
      ]),
    );
    expect(entries.every((entry) => entry.portalId === h.world.portalA)).toBe(true);
  });
});
