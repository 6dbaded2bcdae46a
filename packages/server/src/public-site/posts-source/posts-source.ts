import type { FastifyBaseLogger } from 'fastify';
import type { PublishedPost } from '@portal/domain';
import type { PostsSourceConfig } from '../../config';
import type { Database } from '../../db/client';
import { publishedPosts, type Published } from '../published-repository';
import { ghostPostsSource } from './ghost-posts';

/**
 * Where the public site's posts come from (issue 17 item 6, §7 "a headless content service for
 * blog posts"): one interface for the site's post lists, post pages and the content API. Every
 * source answers the posts a visitor may be shown, newest first, dated today or earlier; a source
 * that cannot answer says so with a log line and an empty (or last known) list, never an error.
 */
export interface PostsSource {
  posts(portalId: string, today: string): Promise<Published<PublishedPost>[]>;
}

/** Our own posts: the published versions in the posts table (the default). */
export const ownPostsSource = (db: Database): PostsSource => ({
  posts: (portalId, today) => publishedPosts(db, portalId, today),
});

/** The configured source: own, or the Ghost Content API adapter (POSTS_SOURCE=ghost). */
export function postsSourceFromConfig(
  config: PostsSourceConfig,
  db: Database,
  log: FastifyBaseLogger,
): PostsSource {
  if (config.source === 'ghost' && config.url && config.key)
    return ghostPostsSource(
      {
        url: config.url,
        key: config.key,
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        cacheMs: config.cacheMs,
      },
      log,
    );
  return ownPostsSource(db);
}
