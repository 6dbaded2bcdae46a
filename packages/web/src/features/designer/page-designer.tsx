import Publish from '@mui/icons-material/Publish';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_BLOCK_TYPES } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { BlockCard } from './block-card';
import { BlockPreview } from './block-preview';
import { pageQuery, publishPageBody, savePageBody, type PageItem } from './page-api';
import { blockDrafts, blockErrors, moved, newBlock, toContent, type BlockDraft } from './page-blocks';

/**
 * The page designer (/designer/pages/{id}): the page body as ordered blocks (add, move, delete
 * after a confirmation) beside a preview, saved or published through the admin API, so the page's
 * history keeps every version (§2 Designer, §3 Page).
 */
export function PageDesigner({ page }: { page: PageItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => blockDrafts(page.content));
  const [blocks, setBlocks] = useState<BlockDraft[]>(saved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const errors = useMemo(() => blockErrors(blocks), [blocks]);
  const invalid = Object.keys(errors).length > 0;
  const dirty = JSON.stringify(toContent(blocks)) !== JSON.stringify(toContent(saved));

  async function store(publish: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      const content = toContent(blocks);
      const item = publish ? await publishPageBody(page.id, content) : await savePageBody(page.id, content);
      queryClient.setQueryData(pageQuery(page.id).queryKey, item);
      setSaved(blocks);
      notify(t(publish ? 'messages.success.saved_published' : 'messages.success.saved'));
    } catch (error) {
      setFailure(refusalText(error, t('messages.errors.technical')));
    } finally {
      setBusy(false);
    }
  }

  const update = (index: number, block: BlockDraft) =>
    setBlocks((current) => current.map((b, i) => (i === index ? block : b)));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box
        component="section"
        aria-labelledby="page-blocks-heading"
        sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
      >
        <Typography id="page-blocks-heading" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
          {t('dataDesigner.page.blocksTitle')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!dirty || invalid || busy}
            onClick={() => void store(false)}
          >
            {t('dataDesigner.page.save')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Publish />}
            disabled={invalid || busy}
            onClick={() => void store(true)}
          >
            {t('dataDesigner.page.publish')}
          </Button>
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        {blocks.length === 0 && (
          <Typography color="text.secondary">{t('dataDesigner.page.noBlocks')}</Typography>
        )}
        {blocks.map((block, index) => (
          <BlockCard
            key={block.key}
            block={block}
            index={index}
            count={blocks.length}
            error={errors[index] ? t(`messages.${errors[index]}`, { limit: 5000 }) : undefined}
            onChange={(next) => update(index, next)}
            onMove={(to) => setBlocks((current) => moved(current, index, to))}
            onDelete={() => setDeleting(index)}
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {PAGE_BLOCK_TYPES.map((type) => (
            <Button
              key={type}
              size="small"
              variant="outlined"
              onClick={() => setBlocks((current) => [...current, newBlock(type)])}
            >
              {t('dataDesigner.page.add', { type: t(`dataDesigner.page.blocks.${type}`) })}
            </Button>
          ))}
        </Box>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="page-preview-heading"
        sx={{ p: 2, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 80 } }}
      >
        <Typography id="page-preview-heading" variant="overline" component="h2" color="text.secondary">
          {t('dataDesigner.page.preview')}
        </Typography>
        <BlockPreview title={page.title || page.name} summary={page.summary ?? ''} blocks={blocks} />
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={t('dataDesigner.page.deleteTitle', { n: (deleting ?? 0) + 1 })}
        text={t('dataDesigner.deleteText')}
        confirmLabel={t('dataDesigner.delete')}
        cancelLabel={t('dataDesigner.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const index = deleting;
          setDeleting(null);
          if (index !== null) setBlocks((current) => current.filter((_, i) => i !== index));
        }}
      />
    </Box>
  );
}
