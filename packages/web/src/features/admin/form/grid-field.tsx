import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { getCollection } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { itemTitle, listQuery } from '../admin-api';
import type { FieldProps } from './field-props';
import { useFormScope } from './form-scope';
import { NestedDrawerContext } from './nested-parts';

/**
 * grid: the items of another collection that belong to this one (a navigation item's sub-items, a
 * library's media, a data process's steps), each opening in a drawer over this one.
 */
export function GridField({ field, label }: FieldProps) {
  const { t } = useTranslation();
  const { collection, itemId, depth } = useFormScope();
  const child = field.collection ? getCollection(field.collection) : undefined;
  const linked = child?.parent?.collection === collection.slug ? child.parent : undefined;
  const [open, setOpen] = useState<string | null>(null);
  const renderDrawer = useContext(NestedDrawerContext);
  const { data } = useQuery({
    ...listQuery(child?.slug ?? '', { parent: itemId ?? '', pageSize: 50 }),
    enabled: !!child && !!linked && !!itemId,
  });
  if (!child || !linked)
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: {t('admin.form.managedElsewhere')}
      </Typography>
    );
  if (!itemId)
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: {t('admin.form.itemsAfterSave')}
      </Typography>
    );
  const items = data?.items ?? [];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label} ({data?.total ?? '…'})
      </Typography>
      <List
        dense
        aria-label={label}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, my: 1, py: 0 }}
      >
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton onClick={() => setOpen(item.id)}>
              <ListItemText primary={itemTitle(item)} />
            </ListItemButton>
          </ListItem>
        ))}
        {items.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t('admin.grid.empty')}
          </Typography>
        )}
      </List>
      {!child.readOnly && (
        <Button size="small" startIcon={<Add />} onClick={() => setOpen('new')}>
          {t('admin.grid.addNew', { type: t(child.labels.singular) })}
        </Button>
      )}
      {open &&
        renderDrawer &&
        renderDrawer({
          collection: child,
          itemId: open,
          depth: depth + 1,
          preset: { [linked.field]: itemId, portalId: undefined },
          onOpen: setOpen,
          onClose: () => setOpen(null),
        })}
    </Box>
  );
}
