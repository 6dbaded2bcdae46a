import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_LIST_STATES, type JobListState } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { useFeatureStrings } from '../../../i18n/use-feature-strings';
import { FilterSelect } from '../../../ui/filter-select';
import { notify } from '../../../ui/notify';
import { AdminFrame } from '../admin-frame';
import { jobsKey, jobsQuery, startQueue } from './jobs-api';
import { JobsTable } from './jobs-table';
import { QuarterlyPackDialog } from './quarterly-pack-dialog';

const isState = (value: string | null): value is JobListState =>
  (JOB_LIST_STATES as readonly (string | null)[]).includes(value);

/**
 * Route `admin-jobs` (/admin/jobs): background jobs newest first with state filter chips, a queue
 * filter, progress and errors, Retry on failed jobs, and a button that starts the daily update.
 * Filters and page live in the URL; the list refreshes itself while a job is queued or running.
 */
export default function JobsScreen() {
  useFeatureStrings();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const queue = params.get('queue') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(jobsQuery({ state, queue, page }));
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startQueue,
    onSuccess: async (started) => {
      notify(t(started.alreadyQueued ? 'adminJobs.dailyWaiting' : 'adminJobs.dailyQueued'), 'success');
      await queryClient.invalidateQueries({ queryKey: jobsKey });
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const [packOpen, setPackOpen] = useState(false);

  const setFilter = (name: 'state' | 'queue' | 'page', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const manual = list.data?.queues.filter((q) => q.manual) ?? [];
  const busy = list.data?.jobs.some((job) => job.state === 'queued' || job.state === 'running');
  return (
    <AdminFrame title={t('admin.tools.jobs')} current="jobs">
      <Typography sx={{ mb: 2 }}>{t('adminJobs.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          role="group"
          aria-label={t('adminJobs.filters')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {[undefined, ...JOB_LIST_STATES].map((choice) => (
            <Chip
              key={choice ?? 'all'}
              label={choice ? t(`adminJobs.states.${choice}`) : t('adminJobs.allStates')}
              color={choice === state ? 'primary' : 'default'}
              variant={choice === state ? 'filled' : 'outlined'}
              aria-pressed={choice === state}
              onClick={() => setFilter('state', choice)}
            />
          ))}
        </Box>
        <FilterSelect
          label={t('adminJobs.queueFilter')}
          allLabel={t('adminJobs.allQueues')}
          choices={(list.data?.queues ?? []).map((q) => ({
            value: q.name,
            label: t(`adminJobs.queues.${q.name}`, { defaultValue: q.name }),
          }))}
          value={queue ?? ''}
          onChange={(value) => setFilter('queue', value || undefined)}
          showAll
          sx={{ minWidth: 200 }}
        />
        <Box sx={{ flex: 1 }} />
        {manual.map((q) => (
          <Button
            key={q.name}
            variant="contained"
            disabled={start.isPending}
            onClick={() => start.mutate(q.name)}
          >
            {t('adminJobs.runDaily')}
          </Button>
        ))}
        <Button variant="outlined" onClick={() => setPackOpen(true)}>
          {t('quarterlyPacks.open')}
        </Button>
      </Stack>
      {packOpen && (
        <QuarterlyPackDialog
          onClose={() => setPackOpen(false)}
          onStarted={async (started) => {
            setPackOpen(false);
            notify(t(started.alreadyQueued ? 'quarterlyPacks.waiting' : 'quarterlyPacks.queued'), 'success');
            await queryClient.invalidateQueries({ queryKey: jobsKey });
          }}
        />
      )}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {busy && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('adminJobs.refreshing')}
        </Typography>
      )}
      {list.data && (
        <JobsTable
          list={list.data}
          onPage={(next) => setFilter('page', next > 1 ? String(next) : undefined)}
        />
      )}
    </AdminFrame>
  );
}
