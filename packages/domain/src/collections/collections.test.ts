import { describe, expect, it } from 'vitest';
import { brands } from '../brands/index';
import { fieldErrors } from '../schemas/issues';
import { translateMessage } from '../i18n/messages';
import { testViewer } from '../policy/test-viewers';
import { collectionAccess, fieldAccess } from './access';
import { collectionFields, findField, gridColumns, holdsValue } from './fields';
import { copyEmail, duplicateValues, nextCandidate, withSlug } from './naming';
import { COLLECTIONS, COLLECTION_SLUGS, getCollection } from './registry';
import { collectionSchema, writableValues } from './schema';
import { searchWords } from './search';
import type { CollectionConfig } from './types';

const all = Object.values(COLLECTIONS);
const messagesOf = (collection: CollectionConfig, input: unknown, mode: 'create' | 'update' = 'create') => {
  const result = collectionSchema(collection, mode).safeParse(input);
  return result.success
    ? []
    : fieldErrors(result.error).map((e) => `${e.path}: ${translateMessage(e.key, 'en', e.values)}`);
};

describe('collection declarations', () => {
  it('declares every collection of issue 7 and of every brand menu', () => {
    expect(COLLECTION_SLUGS).toHaveLength(22);
    for (const brand of Object.values(brands))
      for (const group of brand.adminMenu)
        for (const slug of group.collections) expect(getCollection(slug)).toBeDefined();
  });

  it.each(all.map((c) => [c.slug, c] as const))('%s is consistent', (_slug, c) => {
    const names = collectionFields(c).map((f) => f.name);
    expect(new Set(names).size, 'field names are unique').toBe(names.length);
    for (const column of c.grid.columns) expect(findField(c, column), `grid column ${column}`).toBeDefined();
    for (const name of c.search)
      expect(findField(c, name)?.type, `search field ${name}`).not.toBe('password');
    expect(findField(c, c.grid.sort.field), 'sort field').toBeDefined();
    for (const f of collectionFields(c)) {
      expect(f.label).toMatch(/^admin\./);
      if (f.type === 'collectionSelect' || f.type === 'picker')
        expect(getCollection(f.collection ?? '')).toBeDefined();
    }
    if (c.ordered) expect(findField(c, 'order')?.readOnly).toBe(true);
    if (c.drilldown) expect(getCollection(c.drilldown.collection)?.parent?.field).toBe(c.drilldown.field);
    if (c.tenancy === 'portal') expect(findField(c, 'portalId')?.required).toBe(true);
    expect(c.access.read).toBe('admin');
  });

  it('keeps history for pages and posts only (§3), has a designer for forms, pages, posts and data processes', () => {
    expect(all.filter((c) => c.history).map((c) => c.slug)).toEqual(['pages', 'posts']);
    expect(COLLECTIONS.forms.drilldown).toEqual({ collection: 'submissions', field: 'parentId' });
    expect(COLLECTIONS.media.readOnly).toBe(true);
    expect(
      all
        .filter((c) => c.designer)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['data-processes', 'forms', 'pages', 'posts']);
  });

  it('hides password fields in grids (§2)', () => {
    expect(COLLECTIONS.users.grid.columns).toContain('password');
    expect(gridColumns(COLLECTIONS.users).map((f) => f.name)).not.toContain('password');
  });
});

describe('collectionSchema', () => {
  it('gives the §5 messages for a refused save', () => {
    expect(messagesOf(COLLECTIONS.users, { email: 'nope', userLanguage: 'xx' })).toEqual([
      'name: Name is required',
      'email: Email must be valid',
      'phone: Phone is required',
      'userLanguage: Language is required',
    ]);
    expect(messagesOf(COLLECTIONS.accounts, { portalId: crypto.randomUUID(), name: 'A', owner: [] })).toEqual(
      ['email: Email is required', 'owner: Advisor is required'],
    );
    expect(
      messagesOf(COLLECTIONS.portals, { name: 'P', email: 'p@x.io', phone: '1', portalLanguage: 'en' }),
    ).toEqual(['photo: Logo is required', 'theme: Theme is required']);
  });

  it('checks numbers, limits and text lengths with their {limit}', () => {
    const portalId = crypto.randomUUID();
    const model = {
      portalId,
      name: 'M',
      profile: 'Cautious',
      min: '10',
      max: '130',
      avg: 'x',
      rebalance: 'Monthly',
    };
    expect(messagesOf(COLLECTIONS.models, model)).toEqual([
      'max: Maximum value is 100',
      'avg: Please enter a number',
    ]);
    expect(
      messagesOf(COLLECTIONS.riskProfiles, {
        portalId,
        name: 'R',
        returns: '4%',
        factsheetUrl: 'u',
        riskLevel: 11,
      }),
    ).toEqual(['riskLevel: Maximum value is 10']);
    expect(messagesOf(COLLECTIONS.forms, { portalId, name: 'F', description: 'x'.repeat(201) })).toEqual([
      'description: Max 200 characters',
    ]);
    expect(messagesOf(COLLECTIONS.pages, { portalId, name: 'P', description: 'x'.repeat(151) })).toEqual([
      'description: Max 150 characters',
    ]);
    expect(messagesOf(COLLECTIONS.subscriptions, { name: 'S', accountsLimit: 'ten' })).toEqual([
      'accountsLimit: Please enter a number',
      'advisorsLimit: Required field',
    ]);
    // Step 0.0000001: seven decimals are a number.
    expect(messagesOf(COLLECTIONS.models, { ...model, max: '99.0000001', avg: '12.5' })).toEqual([]);
    // No declared maximum: what the column holds (issue 16), an integer or 16 digits before the point.
    expect(
      messagesOf(COLLECTIONS.subscriptions, { name: 'S', accountsLimit: 2 ** 31, advisorsLimit: 1e21 }),
    ).toEqual(['accountsLimit: Maximum value is 2147483647', 'advisorsLimit: Please enter a number']);
  });

  it('refuses unknown and read-only keys at their path, lowercases e-mails and turns blanks into null', () => {
    const values = {
      portalId: crypto.randomUUID(),
      name: ' Ann ',
      email: 'Ann@Example.COM',
      owner: [crypto.randomUUID()],
      externalId: '',
    };
    const parsed = collectionSchema(COLLECTIONS.accounts).parse(values);
    expect(parsed).toMatchObject({ name: 'Ann', email: 'ann@example.com', externalId: null });
    for (const mode of ['create', 'update'] as const) {
      expect(
        messagesOf(COLLECTIONS.accounts, { ...values, clientUserId: crypto.randomUUID() }, mode),
      ).toEqual(['clientUserId: This field cannot be saved here']);
      expect(messagesOf(COLLECTIONS.accounts, { passwordHash: 'x' }, mode)).toContain(
        'passwordHash: This field cannot be saved here',
      );
    }
    // A stored item (a history version) keeps only what a save may write.
    expect(writableValues(COLLECTIONS.accounts, { ...values, id: 'x', clientUserId: 'y' })).toEqual(values);
  });

  it('saves partially on update but never blanks a required field', () => {
    expect(messagesOf(COLLECTIONS.people, { title: 'CIO' }, 'update')).toEqual([]);
    expect(messagesOf(COLLECTIONS.people, { name: '  ' }, 'update')).toEqual(['name: Name is required']);
    expect(messagesOf(COLLECTIONS.people, { name: null }, 'update')).toEqual(['name: Name is required']);
  });

  it('validates the access-level chooser, tags and navigation designer', () => {
    const portalId = crypto.randomUUID();
    expect(messagesOf(COLLECTIONS.posts, { portalId, name: 'P', tags: ['Advice', 'Gossip'] })).toHaveLength(
      1,
    );
    expect(
      messagesOf(COLLECTIONS.posts, { portalId, name: 'P', access: { level: 'users', ids: [portalId] } }),
    ).toEqual([]);
    expect(
      messagesOf(COLLECTIONS.pages, { portalId, name: 'P', access: { level: 'everyone' } }),
    ).toHaveLength(1);
    expect(
      messagesOf(COLLECTIONS.portals, {
        name: 'P',
        email: 'p@x.io',
        phone: '1',
        portalLanguage: 'el',
        theme: 'dark',
        photo: [{ name: 'l.png', url: '/l.png' }],
        tnc: { en: 'Terms', el: 'Όροι' },
        navigation: [{ name: 'Home', link: '/', subnavigation: [{ name: 'A', link: '/a' }] }],
      }),
    ).toEqual([]);
  });

  it('refuses a password without a digit or under 8 characters (§5)', () => {
    const user = { name: 'U', email: 'u@x.io', phone: '1', userLanguage: 'en' };
    expect(messagesOf(COLLECTIONS.users, { ...user, password: 'short1' })).toEqual([
      'password: Min 8 characters',
    ]);
    expect(messagesOf(COLLECTIONS.users, { ...user, password: 'no-digits-here' })).toEqual([
      'password: Password must contain a digit',
    ]);
  });
});

describe('access', () => {
  const admin = testViewer({ role: 'admin' });
  const advisor = testViewer({ role: 'advisor' });
  it('lets admins only, and never writes a read-only collection or publishes without history', () => {
    expect(collectionAccess(COLLECTIONS.accounts, 'create', admin)).toEqual({ allow: true });
    expect(collectionAccess(COLLECTIONS.accounts, 'read', advisor)).toEqual({
      allow: false,
      deny: 'forbidden',
    });
    expect(collectionAccess(COLLECTIONS.accounts, 'read', null)).toEqual({
      allow: false,
      deny: 'unauthenticated',
    });
    expect(collectionAccess(COLLECTIONS.media, 'read', admin).allow).toBe(true);
    expect(collectionAccess(COLLECTIONS.media, 'update', admin).allow).toBe(false);
    expect(collectionAccess(COLLECTIONS.pages, 'publish', admin).allow).toBe(true);
    expect(collectionAccess(COLLECTIONS.people, 'publish', admin).allow).toBe(false);
  });

  it('hides internal fields from non-admins and makes admin fields read-only for them (§2)', () => {
    const internal = findField(COLLECTIONS.users, 'is2faDisabled')!;
    const adminOnly = findField(COLLECTIONS.users, 'isAdmin')!;
    expect([fieldAccess(internal, advisor), fieldAccess(adminOnly, advisor)]).toEqual(['hidden', 'read']);
    expect([fieldAccess(internal, admin), fieldAccess(adminOnly, admin)]).toEqual(['write', 'write']);
    expect(fieldAccess(findField(COLLECTIONS.accounts, 'lastLogin')!, admin)).toBe('read');
  });
});

describe('naming and search', () => {
  it('generates the slug from the name when empty (§4)', () => {
    expect(withSlug(COLLECTIONS.pages, { name: 'About  Us!' })).toEqual({
      name: 'About  Us!',
      slug: 'about-us',
    });
    expect(withSlug(COLLECTIONS.pages, { name: 'About', slug: 'Our Team' }).slug).toBe('our-team');
    expect(withSlug(COLLECTIONS.people, { name: 'Ann' })).toEqual({ name: 'Ann' });
  });

  it("duplicates with ' - Copy' and '-copy' (§4), regenerating unique e-mails, never copying passwords", () => {
    expect(duplicateValues(COLLECTIONS.pages, { name: 'About', slug: 'about', order: 3, id: 'x' })).toEqual({
      name: 'About - Copy',
      slug: 'about-copy',
    });
    expect(
      duplicateValues(COLLECTIONS.users, { name: 'Ann', email: 'ann@x.io', password: 'Secret-1' }),
    ).toEqual({
      name: 'Ann - Copy',
      email: 'ann+copy@x.io',
    });
    expect([copyEmail('a@b.c'), nextCandidate('a+copy@b.c', 2), nextCandidate('about-copy', 3)]).toEqual([
      'a+copy@b.c',
      'a+copy2@b.c',
      'about-copy-3',
    ]);
  });

  it('keeps searchable words only', () => {
    expect(searchWords("  Ann  O'Neil & ann@x.io ")).toEqual(['ann', 'oneil', 'ann@x.io']);
    expect(searchWords('Γιώργος Þór')).toEqual(['γιώργος', 'þór']);
    expect(searchWords(':* | !')).toEqual([]);
    expect(searchWords('a b c d e f g')).toHaveLength(5);
  });

  it('has value fields only where a value is held', () => {
    expect(holdsValue(findField(COLLECTIONS.pages, 'history')!)).toBe(false);
    expect(holdsValue(findField(COLLECTIONS.submissions, 'data')!)).toBe(true);
  });
});
