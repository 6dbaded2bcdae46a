import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { NewsArticle } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { articleQuery } from './news-api';
import { formatDate } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { SideDrawer } from '../../ui/side-drawer';
import { TAG_KEYS } from './tags';

/** The article drawer (§2): the full post, opened from a teaser or a ?article= link. */
export function ArticleDrawer({
  portalId,
  slug,
  onClose,
}: {
  portalId: string;
  slug: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // While the drawer slides shut the article it showed stays in it (not a loader for no article).
  const [last, setLast] = useState(slug);
  if (slug !== null && slug !== last) setLast(slug);
  const shown = slug ?? last;
  const query = useQuery({ ...articleQuery(portalId, shown ?? ''), enabled: shown !== null });
  const title = query.data?.name ?? (query.isError ? t('news.article') : t('news.loading'));
  return (
    <SideDrawer open={slug !== null} title={title} onClose={onClose}>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError || !query.data ? (
        <Alert severity="info">{t('news.notFound')}</Alert>
      ) : (
        <ArticleBody article={query.data} />
      )}
    </SideDrawer>
  );
}

/**
 * Styles for the article's HTML. The HTML comes sanitised by the server (tags of the messages'
 * allowlist, no attribute but a link's href), which is why it may be set as HTML here.
 */
const prose = {
  '& p': { mt: 0, mb: 1.5, lineHeight: 1.6 },
  '& h3, & h4': { fontSize: '1.05rem', mt: 2, mb: 1 },
  '& ul, & ol': { pl: 3, mb: 1.5 },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
};

function ArticleBody({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const meta = [
    article.author && t('news.by', { name: article.author.name }),
    article.publishDate && t('news.published', { date: formatDate(article.publishDate) }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="article" data-testid="news-article">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {article.tags.map((tag) => (
          <Chip key={tag} size="small" label={t(TAG_KEYS[tag])} />
        ))}
      </Box>
      {meta && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {meta}
        </Typography>
      )}
      {article.image && (
        <Box component="img" src={article.image} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2 }} />
      )}
      {article.summary && <Typography sx={{ fontWeight: 500, mb: 2 }}>{article.summary}</Typography>}
      {article.keypoints.length > 0 && (
        <Box
          component="section"
          aria-labelledby="news-keypoints"
          sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, mb: 2 }}
        >
          <Typography
            id="news-keypoints"
            variant="subtitle2"
            component="h3"
            sx={{ fontWeight: 600, mb: 0.5 }}
          >
            {t('news.keypoints')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {article.keypoints.map((point) => (
              <li key={point}>
                <Typography variant="body2">{point}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {article.embedUrl && (
        <Button
          variant="outlined"
          href={article.embedUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew aria-hidden />}
          sx={{ mb: 2 }}
        >
          {t('news.watch')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('news.newTab')}
          </Box>
        </Button>
      )}
      <Box sx={prose} dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.author && (article.author.bio || article.author.title) && (
        <>
          <Divider sx={{ my: 2 }} />
          <Box component="section" aria-labelledby="news-author">
            <Typography id="news-author" variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
              {t('news.author')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {article.author.name}
              {article.author.title && ` · ${article.author.title}`}
              {article.author.location && ` · ${article.author.location}`}
            </Typography>
            {article.author.bio && (
              <Typography variant="body2" color="text.secondary">
                {article.author.bio}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
