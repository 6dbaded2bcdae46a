import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { listItems, type BlockDraft } from './page-blocks';

/**
 * The page as a visitor would read it: title, summary and the blocks in order. Text is rendered as
 * React text (never HTML), so a block cannot inject markup (ASVS 3.2.2).
 */
export function BlockPreview({
  title,
  summary,
  blocks,
}: {
  title: string;
  summary: string;
  blocks: BlockDraft[];
}) {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={{ display: 'grid', gap: 1.5, '& ul': { my: 0 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {summary && <Typography color="text.secondary">{summary}</Typography>}
      {blocks.length === 0 && (
        <Typography color="text.secondary">{t('dataDesigner.page.emptyPreview')}</Typography>
      )}
      {blocks.map((block) => {
        switch (block.type) {
          case 'heading':
            return (
              <Typography key={block.key} variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                {block.text}
              </Typography>
            );
          case 'list':
            return (
              <Box key={block.key} component="ul" sx={{ pl: 3, my: 0 }}>
                {listItems(block.text).map((item, index) => (
                  <li key={index}>
                    <Typography component="span">{item}</Typography>
                  </li>
                ))}
              </Box>
            );
          case 'quote':
            return (
              <Box
                key={block.key}
                component="blockquote"
                sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', fontStyle: 'italic' }}
              >
                <Typography>{block.text}</Typography>
              </Box>
            );
          default:
            return (
              <Typography key={block.key} sx={{ whiteSpace: 'pre-line' }}>
                {block.text}
              </Typography>
            );
        }
      })}
    </Box>
  );
}
