import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '../../ui/page-loader';
import type { Attachment } from './attachments-field';
import { libraryDocumentsQuery } from './messages-api';

/** Pick library documents to attach (newest first, paged on the server). Closes with the choice. */
export function LibraryPickerDialog({
  portalId,
  onClose,
}: {
  portalId: string;
  onClose: (chosen: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, Attachment>>(new Map());
  const documents = useQuery(libraryDocumentsQuery(portalId, page));
  const toggle = (item: Attachment) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  const pages = Math.ceil((documents.data?.total ?? 0) / 10);
  return (
    <Dialog open onClose={() => onClose([])} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('messageCentre.fromLibrary')}</DialogTitle>
      <DialogContent dividers>
        {documents.isPending && <PageLoader />}
        {documents.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('library.empty')}</Typography>
        )}
        <List dense disablePadding>
          {documents.data?.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton onClick={() => toggle({ id: item.id, name: item.name })}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={chosen.has(item.id)}
                    tabIndex={-1}
                    slotProps={{ input: { 'aria-label': item.name } }}
                  />
                </ListItemIcon>
                <ListItemText primary={item.name} sx={{ overflowWrap: 'anywhere' }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            sx={{ mt: 1 }}
            size="small"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose([])}>{t('library.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          onClick={() => onClose([...chosen.values()])}
        >
          {t('messageCentre.attach', { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
