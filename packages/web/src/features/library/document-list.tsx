import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageLoader } from '../../ui/page-loader';
import { DocumentRow, type RowAction } from './document-row';
import { documentsQuery, type LibraryDocument } from './library-api';
import { LIBRARY_PAGE_SIZE, type LibraryFilters } from './library-filters';
import { RenameDialog } from './rename-dialog';
import { useDocumentActions } from './use-document-actions';
import { refusalText } from '../../lib/api-client';

interface DocumentListProps {
  portalId: string;
  staff: boolean;
  filters: LibraryFilters;
  onPage: (page: number) => void;
}

/** One page of the filtered library (paged on the server), with each row's actions and their dialogs. */
export function DocumentList({ portalId, staff, filters, onPage }: DocumentListProps) {
  const { t } = useTranslation();
  const documents = useQuery(documentsQuery(portalId, filters));
  const actions = useDocumentActions(portalId);
  const [renaming, setRenaming] = useState<LibraryDocument | null>(null);
  const [removing, setRemoving] = useState<LibraryDocument | null>(null);

  const onAction = (document: LibraryDocument, action: RowAction) => {
    if (action === 'rename') {
      actions.rename.reset();
      setRenaming(document);
    } else if (action === 'remove') setRemoving(document);
    else if (action === 'duplicate') actions.duplicate.mutate(document.id);
    else actions.mark.mutate({ id: document.id, mark: action });
  };

  if (documents.isPending) return <PageLoader />;
  if (documents.isError)
    return <Alert severity="error">{refusalText(documents.error, t('messages.errors.technical'))}</Alert>;
  const { items, total } = documents.data;
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('library.count', { count: total })}
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('library.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('library.listLabel')}>
            {items.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                staff={staff}
                busy={actions.favourite.isPending}
                onFavourite={() => actions.favourite.mutate(document)}
                onDownload={() => actions.download.mutate(document)}
                onAction={(action) => onAction(document, action)}
              />
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(filters.page, pages)}
          onChange={(_event, page) => onPage(page)}
          sx={{ alignSelf: 'center' }}
        />
      )}
      {renaming && (
        <RenameDialog
          name={renaming.name}
          busy={actions.rename.isPending}
          serverError={
            actions.rename.isError ? refusalText(actions.rename.error, t('messages.errors.technical')) : null
          }
          onRename={(name) =>
            actions.rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })
          }
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('library.removeTitle', { name: removing?.name ?? '' })}
        text={t('library.removeText')}
        confirmLabel={t('library.actions.remove')}
        cancelLabel={t('library.cancel')}
        busy={actions.remove.isPending}
        onConfirm={() =>
          removing && actions.remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
