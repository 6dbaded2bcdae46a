import { slugify } from '@portal/domain';
import { people, posts } from '../../db/schema/index';
import { addDays, at } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';
import { AUTHOR_TITLES, POSTS } from './post-texts';

/**
 * The portal's team page (three people, who are also the authors) and its published news posts,
 * spread over the last year.
 */
export function seedPosts(ctx: SeedContext, portal: PortalSeed): void {
  const rng = ctx.rng.fork(`posts-${portal.index}`);
  const admin = portal.admins[0]!;
  const authors = AUTHOR_TITLES.map((title, order) => {
    const person = portal.book.person(rng, rng.chance(0.5) ? 'female' : 'male');
    const name = `${person.first} ${person.last}`;
    const id = rng.uuid();
    ctx.writer.add(people, {
      id,
      createdAt: at(addDays(ctx.asOf, -400)),
      portalId: portal.portalId,
      name,
      slug: slugify(name),
      title,
      location: portal.book.cities[portal.company.city % portal.book.cities.length]!.city,
      bio: `${name} is ${title.toLowerCase()} at ${portal.company.name} and writes about markets and financial planning.`,
      order,
      publishedAt: at(addDays(ctx.asOf, -400)),
    });
    return id;
  });
  POSTS.forEach((post, n) => {
    const date = addDays(ctx.asOf, -(n * 28 + rng.int(2, 20)));
    const slug = slugify(post.name);
    ctx.writer.add(posts, {
      id: rng.uuid(),
      createdAt: at(date, -60),
      createdBy: admin.id,
      createdName: admin.name,
      publishedAt: at(date),
      portalId: portal.portalId,
      name: post.name,
      slug,
      summary: post.summary,
      publishDate: date,
      authorId: authors[n % authors.length]!,
      tags: post.tags,
      image: null,
      teaserTitle: post.name,
      teaserSummary: post.summary,
      embed: post.video ? `https://video.example/embed/${slug}` : null,
      hidden: false,
      keypoints: post.keypoints,
      content: post.paragraphs.map((text) => ({ type: 'paragraph', text })),
      access: { level: 'authenticated' },
    });
  });
}
