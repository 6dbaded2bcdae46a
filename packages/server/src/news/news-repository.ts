import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { NewsArticle, NewsListQuery, NewsTeaser, PostTag, Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import { people, posts } from '../db/schema/index';
import type { Page } from '../http/paging';
import { articleHtml, embedUrlOf } from './article-html';

/** The date a post counts as published: its publish date, else the day an admin published it. */
const shownDate = sql<string>`coalesce(${posts.publishDate}, (${posts.publishedAt} at time zone 'UTC')::date)`;

/**
 * Posts of a portal a reader may see (§2 News and insights, §3 Post): live (active), published by
 * an admin, not hidden, dated today or earlier, and open to the viewer by the post's access level —
 * none, public or authenticated; 'users' naming the viewer; 'organisations' naming their company.
 * 'hidden' shows to no reader. Posts belong to a portal (posts.portal_id), so the caller must have
 * checked that the viewer may open `portalId`.
 */
function readable(viewer: Viewer, portalId: string, today: string): SQL {
  const level = sql`${posts.access}->>'level'`;
  const names = (id: string) => sql`${posts.access}->'ids' @> jsonb_build_array(${id}::text)`;
  const open = [
    sql`${posts.access} is null`,
    sql`${level} in ('public', 'authenticated')`,
    sql`(${level} = 'users' and ${names(viewer.userId)})`,
    ...(viewer.organisationId ? [sql`(${level} = 'organisations' and ${names(viewer.organisationId)})`] : []),
  ];
  return and(
    eq(posts.portalId, portalId),
    eq(posts.active, true),
    isNotNull(posts.publishedAt),
    eq(posts.hidden, false),
    sql`${shownDate} <= ${today}::date`,
    sql`(${sql.join(open, sql` or `)})`,
  )!;
}

/** The author, when the person is live and of the same portal. */
const authorJoin = and(
  eq(people.id, posts.authorId),
  eq(people.portalId, posts.portalId),
  eq(people.active, true),
);

const firstUrl = (files: { url: string }[] | null) => files?.[0]?.url ?? null;

/** A page of teasers, newest first (by the date shown, then newest row), optionally of one tag. */
export async function listNews(
  db: Database,
  viewer: Viewer,
  portalId: string,
  query: Pick<NewsListQuery, 'tag'>,
  page: Page,
  today: string,
): Promise<{ items: NewsTeaser[]; total: number }> {
  const where = and(
    readable(viewer, portalId, today),
    query.tag ? sql`${posts.tags} @> array[${query.tag}]::text[]` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        slug: posts.slug,
        name: posts.name,
        teaserTitle: posts.teaserTitle,
        summary: posts.summary,
        teaserSummary: posts.teaserSummary,
        image: posts.image,
        tags: posts.tags,
        authorName: people.name,
        date: shownDate,
        embed: posts.embed,
        id: posts.id,
      })
      .from(posts)
      .leftJoin(people, authorJoin)
      .where(where)
      .orderBy(desc(shownDate), desc(posts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      // A post without a slug is still reachable: its id stands in.
      slug: row.slug || row.id,
      title: row.teaserTitle?.trim() || row.name,
      summary: row.teaserSummary?.trim() || row.summary || null,
      image: firstUrl(row.image),
      tags: row.tags as PostTag[],
      authorName: row.authorName ?? null,
      publishDate: row.date ? String(row.date).slice(0, 10) : null,
      video: embedUrlOf(row.embed) !== null,
    })),
    total: totals[0]?.total ?? 0,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One readable article by slug (or by id for a post without one), else null. */
export async function findArticle(
  db: Database,
  viewer: Viewer,
  portalId: string,
  slug: string,
  today: string,
): Promise<NewsArticle | null> {
  const bySlug = UUID.test(slug)
    ? sql`(${posts.slug} = ${slug} or (${posts.slug} is null and ${posts.id} = ${slug}::uuid))`
    : eq(posts.slug, slug);
  const [row] = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      name: posts.name,
      summary: posts.summary,
      image: posts.image,
      tags: posts.tags,
      date: shownDate,
      keypoints: posts.keypoints,
      content: posts.content,
      embed: posts.embed,
      author: {
        name: people.name,
        title: people.title,
        location: people.location,
        photo: people.photo,
        bio: people.bio,
        linkedin: people.linkedin,
      },
    })
    .from(posts)
    .leftJoin(people, authorJoin)
    .where(and(readable(viewer, portalId, today), bySlug))
    .orderBy(desc(shownDate))
    .limit(1);
  if (!row) return null;
  const author = row.author?.name ? row.author : null;
  return {
    slug: row.slug || row.id,
    name: row.name,
    summary: row.summary ?? null,
    image: firstUrl(row.image),
    tags: row.tags as PostTag[],
    publishDate: row.date ? String(row.date).slice(0, 10) : null,
    keypoints: (row.keypoints ?? []).filter((k): k is string => typeof k === 'string' && k.trim() !== ''),
    html: articleHtml(row.content),
    embedUrl: embedUrlOf(row.embed),
    author: author
      ? {
          name: author.name!,
          title: author.title ?? null,
          location: author.location ?? null,
          photo: firstUrl(author.photo),
          bio: author.bio ?? null,
          linkedin: author.linkedin?.startsWith('https://') ? author.linkedin : null,
        }
      : null,
  };
}
