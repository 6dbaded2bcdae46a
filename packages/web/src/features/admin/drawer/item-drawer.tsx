import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CollectionConfig } from '@portal/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { itemQuery, listQuery, type AdminItem, type ItemPage } from '../admin-api';
import { bottomDrawerHeight, drawerWidth } from './drawer-size';
import { NestedDrawerContext, type NestedDrawerProps } from '../form/nested-parts';
import { ItemForm } from './item-form';

/** §9: the drawer is at the bottom below 960 px. */
const BOTTOM_QUERY = '(max-width:959.98px)';

type ItemDrawerProps = NestedDrawerProps;

/** The title (§2): 'View details' when read-only, 'Edit' for an item, else 'Add new {type}'. */
export function drawerTitle(collection: CollectionConfig, isNew: boolean, t: TFunction) {
  if (collection.readOnly) return t('admin.drawer.view');
  if (!isNew) return t('admin.drawer.edit');
  return t('admin.drawer.add', { type: t(collection.labels.singular) });
}

/** The item as a grid page already holds it, so the form shows at once while the item loads. */
function rowOf(client: QueryClient, slug: string, id: string): AdminItem | undefined {
  for (const [, page] of client.getQueriesData<ItemPage>({ queryKey: ['admin', slug, 'list'] })) {
    const row = page?.items.find((item) => item.id === id);
    if (row) return row;
  }
  return undefined;
}

/** A portal-scoped item added by an admin with one portal starts in that portal. */
function usePortalPreset(collection: CollectionConfig, isNew: boolean, preset: Record<string, unknown>) {
  const wanted = isNew && collection.tenancy === 'portal' && !preset.portalId;
  const { data, isPending } = useQuery({
    ...listQuery('portals', { pageSize: 2 }),
    enabled: wanted,
    staleTime: 60_000,
  });
  const values = useMemo(() => {
    if (!wanted || data?.items.length !== 1) return preset;
    return { ...preset, portalId: data.items[0]!.id };
  }, [wanted, data, preset]);
  return { values, ready: !wanted || !isPending };
}

/** The drawer of one item (§2): right side, or bottom on small screens; nested ones narrower. */
export function ItemDrawer({ collection, itemId, depth, preset = {}, onOpen, onClose }: ItemDrawerProps) {
  const { t } = useTranslation();
  const bottom = useMediaQuery(BOTTOM_QUERY, { noSsr: true });
  const titleId = useId();
  const isNew = itemId === 'new';
  const client = useQueryClient();
  const query = useQuery({
    ...itemQuery(collection.slug, itemId),
    enabled: !isNew,
    staleTime: 30_000,
    placeholderData: () => rowOf(client, collection.slug, itemId),
  });
  const portalPreset = usePortalPreset(collection, isNew, preset);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const ready = isNew ? portalPreset.ready : !!query.data;
  return (
    <Drawer
      anchor={bottom ? 'bottom' : 'right'}
      open
      onClose={onClose}
      // Above the app's top bar (which sits over the navigation drawer), each nested one above the last.
      sx={{ zIndex: (theme) => theme.zIndex.modal + depth }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'aria-modal': true,
          'data-depth': depth,
          sx: bottom
            ? { height: bottomDrawerHeight(depth), borderTopLeftRadius: 12, borderTopRightRadius: 12 }
            : { width: drawerWidth(depth), minWidth: 320, maxWidth: '100vw' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {drawerTitle(collection, isNew, t)}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('app.close')}>
            <Close />
          </IconButton>
        </Box>
        {!ready && !query.error && (
          <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
        {query.error && (
          <Typography color="error" sx={{ p: 2 }} role="alert">
            {missing ? t('admin.drawer.missing') : t('admin.form.failed')}
          </Typography>
        )}
        {ready && (
          // A grid in this form opens its items in a drawer like this one (nested-parts.tsx).
          <NestedDrawerContext.Provider value={renderDrawer}>
            <ItemForm
              key={isNew ? 'new' : itemId}
              collection={collection}
              item={isNew ? null : query.data!}
              preset={portalPreset.values}
              depth={depth}
              onOpen={onOpen}
            />
          </NestedDrawerContext.Provider>
        )}
      </Box>
    </Drawer>
  );
}

const renderDrawer = (props: NestedDrawerProps) => <ItemDrawer {...props} />;
