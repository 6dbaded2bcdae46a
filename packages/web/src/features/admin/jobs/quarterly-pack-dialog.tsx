import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { endedQuarters, type JobStarted } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { postJson } from '../../../lib/api-client';
import { accountFiltersQuery, portalsQuery } from '../../../lib/portfolio-api';
import { todayIso } from '../../../lib/today';

/** The quarters offered: the last eight that have ended (two years of packs). */
const QUARTERS_OFFERED = 8;

export const startQuarterlyPack = (body: { portalId: string; quarter: string; groupId?: string }) =>
  postJson<JobStarted>('/admin/quarterly-reports', body);

/**
 * Issue 14 item 5: the admin picks a portal of their company, an ended quarter and, optionally, one
 * of the portal's groups; the server queues the pack (its progress is then a row of the Jobs list).
 */
export function QuarterlyPackDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (started: JobStarted) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const quarters = useMemo(() => endedQuarters(todayIso(), QUARTERS_OFFERED), []);
  const portals = useQuery(portalsQuery());
  const [portalId, setPortalId] = useState('');
  const [quarter, setQuarter] = useState(quarters[0]!.key);
  const [groupId, setGroupId] = useState('');
  const chosenPortal = portalId || portals.data?.items[0]?.id || '';
  const filters = useQuery({ ...accountFiltersQuery(chosenPortal), enabled: chosenPortal !== '' });
  const start = useMutation({ mutationFn: startQuarterlyPack, onSuccess: onStarted });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenPortal) return;
    start.mutate({ portalId: chosenPortal, quarter, ...(groupId ? { groupId } : {}) });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('quarterlyPacks.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('quarterlyPacks.intro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={t('quarterlyPacks.portal')}
              value={chosenPortal}
              onChange={(event) => {
                setPortalId(event.target.value);
                setGroupId('');
              }}
            >
              {(portals.data?.items ?? []).map((portal) => (
                <MenuItem key={portal.id} value={portal.id}>
                  {portal.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('quarterlyPacks.quarter')}
              value={quarter}
              onChange={(event) => setQuarter(event.target.value)}
            >
              {quarters.map((q) => (
                <MenuItem key={q.key} value={q.key}>
                  {t('quarterlyPacks.quarterName', { quarter: q.quarter, year: q.year })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('quarterlyPacks.group')}
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('quarterlyPacks.allClients')}</MenuItem>
              {(filters.data?.groups ?? []).map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {start.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {start.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quarterlyPacks.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={start.isPending || !chosenPortal}>
            {t('quarterlyPacks.start')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
