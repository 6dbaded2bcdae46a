import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api-client';
import { notify } from '../../../ui/notify';
import { adminKeys, historyQuery, restoreVersion } from '../admin-api';
import { formatStamp } from '../grid/cell-text';
import type { FieldProps } from './field-props';
import { useFormScope } from './form-scope';

/** history: the item's versions (Updated at, Updated by, Published), newest first, each restorable. */
export function HistoryField({ label }: FieldProps) {
  const { t, i18n } = useTranslation();
  const { collection, itemId } = useFormScope();
  const client = useQueryClient();
  const enabled = !!itemId && !!collection.history;
  const { data, isPending } = useQuery({ ...historyQuery(collection.slug, itemId ?? ''), enabled });
  const restore = useMutation({
    mutationFn: (versionId: string) => restoreVersion(collection.slug, itemId!, versionId),
    onSuccess: async (item) => {
      client.setQueryData(adminKeys.item(collection.slug, item.id), item);
      await client.invalidateQueries({ queryKey: adminKeys.collection(collection.slug) });
      notify(t('admin.form.restored'));
    },
    onError: (error) => notify(refusalText(error, t('admin.form.failed')), 'error'),
  });
  if (!enabled)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.form.historyAfterSave')}
      </Typography>
    );
  const versions = data?.items ?? [];
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.history.updatedAt')}</TableCell>
          <TableCell>{t('admin.history.updatedBy')}</TableCell>
          <TableCell>{t('admin.history.published')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {isPending && (
          <TableRow>
            <TableCell colSpan={4}>{t('app.loading')}</TableCell>
          </TableRow>
        )}
        {versions.map((version, index) => (
          <TableRow key={version.id}>
            <TableCell>{formatStamp(version.updatedAt, i18n.language)}</TableCell>
            <TableCell>{version.updatedBy ?? '—'}</TableCell>
            <TableCell>
              {version.publishedAt ? formatStamp(version.publishedAt, i18n.language) : '—'}
            </TableCell>
            <TableCell align="right">
              {index > 0 && (
                <Button
                  size="small"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(version.id)}
                  aria-label={t('admin.history.restoreVersion', { version: version.version })}
                >
                  {t('admin.history.restore')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
