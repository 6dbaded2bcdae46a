import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { PAGE_BLOCK_MAX_CHARS, PAGE_BLOCK_TYPES, type PageBlockType } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import type { BlockDraft } from './page-blocks';

interface BlockCardProps {
  block: BlockDraft;
  index: number;
  count: number;
  error?: string | undefined;
  onChange: (block: BlockDraft) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** One block of a page body: its kind, its text, and moving or deleting it. */
export function BlockCard({ block, index, count, error, onChange, onMove, onDelete }: BlockCardProps) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-block={n}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          size="small"
          label={t('dataDesigner.page.blockType', { n })}
          value={block.type}
          onChange={(event) => onChange({ ...block, type: event.target.value as PageBlockType })}
          sx={{ minWidth: 160, flex: 1 }}
        >
          {PAGE_BLOCK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dataDesigner.page.blocks.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={t('dataDesigner.page.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpward />
        </IconButton>
        <IconButton
          aria-label={t('dataDesigner.page.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownward />
        </IconButton>
        <IconButton aria-label={t('dataDesigner.page.delete', { n })} color="error" onClick={onDelete}>
          <DeleteOutline />
        </IconButton>
      </Box>
      <TextField
        multiline
        minRows={block.type === 'paragraph' || block.type === 'list' ? 3 : 1}
        label={t('dataDesigner.page.text', { n })}
        value={block.text}
        onChange={(event) => onChange({ ...block, text: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? (block.type === 'list' ? t('dataDesigner.page.listHelp') : undefined)}
        slotProps={{ htmlInput: { maxLength: PAGE_BLOCK_MAX_CHARS } }}
      />
    </Paper>
  );
}
