import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CollectionConfig } from '@portal/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { AdminItem } from '../admin-api';
import { DeleteButton } from './delete-button';
import { LogoutUserButton } from './logout-user-button';
import { UserEmailActions } from './user-email-actions';
import { designerPath } from './designer-path';
import type { ItemActions } from './use-item-actions';

/**
 * Save (disabled while invalid, busy or read-only), Publish (collections with history), Designer,
 * Duplicate and Delete; 'All changes saved' while nothing is changed. At the top of the drawer, as
 * in Payload, where the snackbar never covers them.
 */
export function FormActions({
  collection,
  item,
  actions,
}: {
  collection: CollectionConfig;
  item: AdminItem | null;
  actions: ItemActions;
}) {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  if (collection.readOnly) return null;
  const blocked = !formState.isValid || actions.busy || formState.isSubmitting;
  const designer = item ? designerPath(collection, item.id) : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Button type="submit" variant="contained" disabled={blocked}>
        {t('admin.form.save')}
      </Button>
      {collection.history && (
        <Button variant="outlined" disabled={blocked} onClick={() => void actions.save('publish')}>
          {t('admin.form.publish')}
        </Button>
      )}
      {designer && (
        <Button component={RouterLink} to={designer}>
          {t('admin.form.designer')}
        </Button>
      )}
      {item && (
        <Button disabled={actions.busy} onClick={() => void actions.duplicate()}>
          {t('admin.form.duplicate')}
        </Button>
      )}
      {item && <DeleteButton busy={actions.busy} onDelete={() => void actions.remove()} />}
      {item && collection.slug === 'users' && <LogoutUserButton userId={item.id} />}
      {item && collection.slug === 'users' && (
        <UserEmailActions userId={item.id} name={String(item.name ?? item.email ?? '')} />
      )}
      <Box sx={{ flex: 1 }} />
      {item && !formState.isDirty && !actions.busy && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('messages.success.all_saved')}
        </Typography>
      )}
    </Box>
  );
}
