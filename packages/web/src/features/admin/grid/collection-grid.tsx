import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectionConfig } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api-client';
import { DataTable } from '../../../ui/data-table';
import { notify } from '../../../ui/notify';
import { TextInput } from '../../../ui/text-input';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { ADMIN_PAGE_SIZE, adminKeys, itemTitle, listQuery, moveItem, type AdminItem } from '../admin-api';
import { ItemDrawer } from '../drawer/item-drawer';
import { buildColumns } from './grid-columns';
import { mediaFile } from './media-kind';
import { useGridParams } from './use-grid-params';

/** §2 grid search is sent to the server once typing stops for 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

interface CollectionGridProps {
  collection: CollectionConfig;
  /** A drilldown: only the items of this parent (forms → submissions), which new items belong to. */
  parent?: { field: string; id: string };
}

/**
 * A collection's grid (§2): 'You have N {plural}', a server-side search, 50 rows a page, an add
 * button, a row opens its drawer (`?open={id}`, `?open=new`); ordered collections move rows up and
 * down; media rows show an icon by extension and open the file.
 */
export function CollectionGrid({ collection, parent }: CollectionGridProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { page, search, open, setPage, setSearch, setOpen } = useGridParams();
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== search) setSearch(settled);
    // Only a settled change of the box searches; the URL may also change by navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const { data, error, isPending } = useQuery(
    listQuery(collection.slug, { search, page, parent: parent?.id, language: i18n.language }),
  );
  const move = useMutation({
    mutationFn: ({ item, direction }: { item: AdminItem; direction: 'up' | 'down' }) =>
      moveItem(collection.slug, item.id, direction),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.collection(collection.slug) }),
    onError: (cause) => notify(refusalText(cause, t('admin.form.failed')), 'error'),
  });
  const plural = t(collection.labels.plural);
  const columns = buildColumns({
    collection,
    t,
    language: i18n.language,
    moving: move.isPending,
    onMove: (item, direction) => move.mutate({ item, direction }),
    onDetails: (item) => setOpen(item.id),
  });
  const openRow = (item: AdminItem) => {
    if (collection.slug !== 'media') return setOpen(item.id);
    const file = mediaFile(item);
    if (file) window.open(file.href, '_blank', 'noopener');
    else setOpen(item.id);
  };
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="p" role="status" aria-live="polite">
          {data
            ? t(data.totalCapped ? 'admin.grid.youHaveMore' : 'admin.grid.youHave', {
                count: data.total,
                plural,
                singular: t(collection.labels.singular),
              })
            : '\u00a0'}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextInput
            type="search"
            size="small"
            label={t('admin.grid.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            startAdornment={
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            }
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          {!collection.readOnly && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setOpen('new')}
              sx={{ flexShrink: 0 }}
            >
              {t('admin.grid.add')}
            </Button>
          )}
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusalText(error, t('admin.form.failed'))}
        </Alert>
      )}
      <DataTable
        label={plural}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(item) => item.id}
        onRowClick={openRow}
        rowLabel={(item) => itemTitle(item)}
        empty={isPending ? t('app.loading') : t('admin.grid.empty')}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total: data?.total ?? 0, onPage: setPage }}
      />
      {open && (
        <ItemDrawer
          collection={collection}
          itemId={open}
          depth={0}
          preset={parent ? { [parent.field]: parent.id } : undefined}
          onOpen={(id) => setOpen(id)}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
