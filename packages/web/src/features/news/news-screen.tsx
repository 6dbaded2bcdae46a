import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PostTag } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { newsPagesQuery } from './news-api';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { ApiError } from '../../lib/api-client';
import { ArticleDrawer } from './article-drawer';
import { TagChips } from './tag-chips';
import { TAG_KEYS, tagOf } from './tags';
import { TeaserCard } from './teaser-card';

/**
 * Route `dashboard-portal-news` (§2 News and insights): teaser cards, tag chips (?tag=), "load
 * more" pages and the article drawer (?article=slug, so an article can be linked to).
 */
export default function NewsScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tag = tagOf(params.get('tag'));
  const article = params.get('article');
  const query = useInfiniteQuery(newsPagesQuery(portal, tag));

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: 'tag' in changes },
    );
  const chooseTag = (chosen: PostTag | null) => update({ tag: chosen });

  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-news')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('news.intro')}
      </Typography>
      <TagChips value={tag} onChange={chooseTag} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">{errorText(query.error, t('messages.errors.technical'))}</Alert>
      ) : (
        (() => {
          const pages = query.data.pages;
          const items = pages.flatMap((p) => p.items);
          const total = pages[0]?.total ?? 0;
          if (items.length === 0)
            return (
              <Alert
                severity="info"
                action={
                  tag && (
                    <Button color="inherit" size="small" onClick={() => chooseTag(null)}>
                      {t('news.showAll')}
                    </Button>
                  )
                }
              >
                {tag ? t('news.emptyTag', { tag: t(TAG_KEYS[tag]) }) : t('news.empty')}
              </Alert>
            );
          return (
            <>
              <Box
                data-testid="news-grid"
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: {
                    xs: '1fr',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr))',
                  },
                }}
              >
                {items.map((teaser) => (
                  <TeaserCard
                    key={teaser.slug}
                    teaser={teaser}
                    onOpen={(slug) => update({ article: slug })}
                  />
                ))}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 3 }}>
                <Typography variant="body2" color="text.secondary" role="status">
                  {t('news.showing', { shown: items.length, total })}
                </Typography>
                {query.hasNextPage && (
                  <Button
                    variant="outlined"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                  >
                    {t('news.loadMore')}
                  </Button>
                )}
              </Box>
            </>
          );
        })()
      )}
      <ArticleDrawer portalId={portal} slug={article} onClose={() => update({ article: null })} />
    </>
  );
}

/** The server's §8 message when it sent one the user can act on, else the generic one. */
function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code && !error.isTechnical ? error.message : fallback;
}
