import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { NewsTeaser } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../ui/format';
import { TAG_KEYS } from './tags';

/** A teaser card (§2): image, tags, teaser title and summary, author and date; opens the article. */
export function TeaserCard({ teaser, onOpen }: { teaser: NewsTeaser; onOpen: (slug: string) => void }) {
  const { t } = useTranslation();
  const meta = [
    teaser.authorName && t('news.by', { name: teaser.authorName }),
    formatDate(teaser.publishDate),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', minWidth: 0 }}>
      <CardActionArea
        onClick={() => onOpen(teaser.slug)}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {teaser.image && <CardMedia component="img" height="140" image={teaser.image} alt="" />}
        <CardContent sx={{ flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            {teaser.tags.map((tag) => (
              <Typography
                key={tag}
                variant="caption"
                sx={{
                  textTransform: 'uppercase',
                  letterSpacing: 0.5,
                  fontWeight: 600,
                  color: 'primary.main',
                }}
              >
                {t(TAG_KEYS[tag])}
              </Typography>
            ))}
            {teaser.video && (
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'text.secondary',
                  fontSize: 12,
                }}
              >
                <OndemandVideoOutlined fontSize="inherit" aria-hidden />
                {t('news.video')}
              </Box>
            )}
          </Box>
          <Typography
            variant="h2"
            sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}
          >
            {teaser.title}
          </Typography>
          {teaser.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {teaser.summary}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {meta}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
