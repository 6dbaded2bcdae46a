import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  PAGE_TYPES,
  POST_TAGS,
  type MaybeViewer,
  type PageType,
  type PostTag,
  publishedAccess,
  type PublishedAccessFacts,
  type PublishedClient,
  type PublishedPage,
  type PublishedPerson,
  type PublishedPost,
} from '@portal/domain';
import type { Database } from '../db/client';
import { clients, pages, pagesHistory, people, portals, posts, postsHistory } from '../db/schema/index';
import { sanitizeMessageBody } from '../http/sanitize';
import { articleHtml } from '../news/article-html';

/**
 * What the public site shows (issue 17): for pages and posts the PUBLISHED version — the history
 * snapshot taken when Publish stamped the row's published_at — so a draft saved since stays out of
 * sight until it is published; for people and clients (no history, no Publish, §2) the live row.
 * A deleted row (active false) is gone at once, whatever its history holds.
 */

type Snapshot = Record<string, unknown>;
export interface Published<T> {
  item: T;
  /** Who may read it (access level, protected), judged by the domain's publishedAccess. */
  facts: PublishedAccessFacts;
}

/**
 * The site's portal: the oldest active portal (a public-site brand runs one portal, §9 maximum 1;
 * the demo seed's first company). Null on an empty database.
 */
export async function sitePortal(
  db: Database,
): Promise<{ id: string; name: string; logo: string | null } | null> {
  const [row] = await db
    .select({ id: portals.id, name: portals.name, photo: portals.photo })
    .from(portals)
    .where(eq(portals.active, true))
    .orderBy(asc(portals.createdAt), asc(portals.id))
    .limit(1);
  return row ? { id: row.id, name: row.name, logo: fileUrl(row.photo) } : null;
}

/**
 * The published snapshot of each live, published item of a history-keeping collection: among the
 * snapshots stamped with the row's current published_at (Publish, then any drafts saved since), the
 * first one — the one Publish wrote.
 */
async function publishedSnapshots(
  db: Database,
  kind: 'pages' | 'posts',
  portalId: string,
): Promise<Snapshot[]> {
  const live = kind === 'pages' ? pages : posts;
  const history = kind === 'pages' ? pagesHistory : postsHistory;
  const rows = await db
    .selectDistinctOn([history.parentId], { data: history.data })
    .from(history)
    .innerJoin(live, eq(live.id, history.parentId))
    .where(
      and(
        eq(history.portalId, portalId),
        eq(live.portalId, portalId),
        eq(live.active, true),
        isNotNull(live.publishedAt),
        eq(history.publishedAt, live.publishedAt),
      ),
    )
    .orderBy(history.parentId, asc(history.version));
  return rows.map((row) => row.data);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A stored file's address, only when it is same-site or https (ASVS 1.2.2). */
export function fileUrl(value: unknown): string | null {
  const url = Array.isArray(value) ? (value[0] as { url?: unknown } | undefined)?.url : undefined;
  if (typeof url !== 'string') return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return url.startsWith('https://') ? url : null;
}

const iso = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '';

const slugOf = (data: Snapshot) => text(data.slug) ?? String(data.id);

function facts(data: Snapshot): PublishedAccessFacts {
  const access = data.access as PublishedAccessFacts['access'];
  return { access: access && typeof access === 'object' ? access : null, protected: data.protected === true };
}

function toPage(data: Snapshot): PublishedPage {
  const slug = slugOf(data);
  const blocks = Array.isArray(data.content)
    ? (data.content as { type?: unknown; text?: unknown }[])
        .filter((b) => b && typeof b.type === 'string' && typeof b.text === 'string')
        .map((b) => ({ type: b.type as string, text: b.text as string }))
    : [];
  const type = PAGE_TYPES.includes(data.type as PageType) ? (data.type as PageType) : null;
  return {
    id: String(data.id),
    slug,
    path: `/${slug}`,
    name: String(data.name ?? ''),
    type,
    title: text(data.title) ?? String(data.name ?? ''),
    summary: text(data.summary),
    description: text(data.description),
    socialImage: fileUrl(data.socialImg),
    order: typeof data.order === 'number' ? data.order : 0,
    protected: data.protected === true,
    promoted: data.promoted === true,
    linkTarget: text(data.linkTarget),
    linkLabel: text(data.linkLabel),
    blocks,
    channel: text(data.channel),
    publishedAt: iso(data.publishedAt),
  };
}

/** Published, not hidden pages of the site, in their §2 order. */
export async function publishedPages(db: Database, portalId: string): Promise<Published<PublishedPage>[]> {
  const snapshots = await publishedSnapshots(db, 'pages', portalId);
  return snapshots
    .filter((data) => data.hidden !== true)
    .map((data) => ({ item: toPage(data), facts: facts(data) }))
    .sort((a, b) => a.item.order - b.item.order || a.item.name.localeCompare(b.item.name));
}

/**
 * Published, not hidden posts dated today or earlier (the news list's rule), newest first. The
 * author is the live person, when still active.
 */
export async function publishedPosts(
  db: Database,
  portalId: string,
  today: string,
): Promise<Published<PublishedPost>[]> {
  const snapshots = (await publishedSnapshots(db, 'posts', portalId)).filter((data) => {
    const date = text(data.publishDate) ?? iso(data.publishedAt).slice(0, 10);
    return data.hidden !== true && date !== '' && date <= today;
  });
  const authorIds = [
    ...new Set(snapshots.map((d) => d.authorId).filter((id): id is string => typeof id === 'string')),
  ];
  const authors = new Map(
    authorIds.length === 0
      ? []
      : (
          await db
            .select({ id: people.id, name: people.name, title: people.title, photo: people.photo })
            .from(people)
            .where(
              and(
                eq(people.portalId, portalId),
                eq(people.active, true),
                sql`${people.id} in (${sql.join(
                  authorIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`,
              ),
            )
        ).map((row) => [row.id, row]),
  );
  return snapshots
    .map((data) => {
      const slug = slugOf(data);
      const author = typeof data.authorId === 'string' ? authors.get(data.authorId) : undefined;
      const item: PublishedPost = {
        id: String(data.id),
        slug,
        path: `/posts/${slug}`,
        name: String(data.name ?? ''),
        title: text(data.teaserTitle) ?? String(data.name ?? ''),
        summary: text(data.teaserSummary) ?? text(data.summary),
        publishDate: text(data.publishDate) ?? (iso(data.publishedAt).slice(0, 10) || null),
        tags: (Array.isArray(data.tags) ? data.tags : []).filter((t): t is PostTag =>
          POST_TAGS.includes(t as PostTag),
        ),
        image: fileUrl(data.image),
        keypoints: (Array.isArray(data.keypoints) ? data.keypoints : []).filter(
          (k): k is string => typeof k === 'string' && k.trim() !== '',
        ),
        html: articleHtml(data.content),
        author: author ? { name: author.name, title: author.title, photo: fileUrl(author.photo) } : null,
        channel: text(data.channel),
        publishedAt: iso(data.publishedAt),
      };
      return { item, facts: facts(data) };
    })
    .sort(
      (a, b) =>
        (b.item.publishDate ?? '').localeCompare(a.item.publishDate ?? '') ||
        b.item.publishedAt.localeCompare(a.item.publishedAt),
    );
}

/** The team (§3 Person), live and in order; the bio is sanitised again on the way out. */
export async function publishedPeople(db: Database, portalId: string): Promise<PublishedPerson[]> {
  const rows = await db
    .select()
    .from(people)
    .where(and(eq(people.portalId, portalId), eq(people.active, true)))
    .orderBy(asc(people.order), asc(people.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    location: row.location,
    photo: fileUrl(row.photo),
    linkedin: row.linkedin?.startsWith('https://') ? row.linkedin : null,
    bio: row.bio ? sanitizeMessageBody(row.bio) : '',
  }));
}

/** Client logos and testimonials (§3 Client), live and in order; hidden parts left out. */
export async function publishedClients(db: Database, portalId: string): Promise<PublishedClient[]> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.portalId, portalId), eq(clients.active, true)))
    .orderBy(asc(clients.order), asc(clients.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.hideLogo ? null : fileUrl(row.logo),
    testimonial: row.hideTestimonial ? null : text(row.testimonial),
    contact: row.contact,
  }));
}

/** What a viewer may see of a list: readable items, and those that ask to sign in; `none` are dropped. */
export interface Visible<T> {
  item: T;
  signIn: boolean;
}

export function visibleTo<T>(items: Published<T>[], viewer: MaybeViewer): Visible<T>[] {
  const out: Visible<T>[] = [];
  for (const { item, facts: f } of items) {
    const access = publishedAccess(f, viewer);
    if (access !== 'none') out.push({ item, signIn: access === 'sign-in' });
  }
  return out;
}
