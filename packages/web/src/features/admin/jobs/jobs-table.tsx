import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Job, JobList, JobState } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { jobsKey, retryJob } from './jobs-api';

const STATE_COLOURS: Record<JobState, 'default' | 'info' | 'error' | 'success' | 'warning'> = {
  queued: 'default',
  running: 'info',
  failed: 'error',
  completed: 'success',
  cancelled: 'warning',
};

/** An instant as the page's language writes a date, and the local time. */
function useInstant() {
  const { i18n } = useTranslation();
  return (value: string | null) => formatDateTime(value, i18n.language);
}

function Progress({ job }: { job: Job }) {
  const { t } = useTranslation();
  if (!job.progress || job.progress.total === 0) return <>—</>;
  const { done, total, note } = job.progress;
  const text = t('adminJobs.progressOf', { done, total });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={Math.min(100, (done / total) * 100)} aria-label={text} />
      <Typography variant="caption">{note ? `${text} · ${note}` : text}</Typography>
    </Stack>
  );
}

/** The jobs of one page: queue, state, times, attempts, progress, error, and Retry on failed ones. */
export function JobsTable({ list, onPage }: { list: JobList; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const instant = useInstant();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: async () => {
      notify(t('adminJobs.retried'), 'success');
      await queryClient.invalidateQueries({ queryKey: jobsKey });
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const queueName = (queue: string) => t(`adminJobs.queues.${queue}`, { defaultValue: queue });

  const columns: Column<Job>[] = [
    { key: 'queue', label: t('adminJobs.columns.queue'), render: (job) => queueName(job.queue) },
    {
      key: 'state',
      label: t('adminJobs.columns.state'),
      render: (job) => (
        <Chip size="small" color={STATE_COLOURS[job.state]} label={t(`adminJobs.states.${job.state}`)} />
      ),
    },
    {
      key: 'created',
      label: t('adminJobs.columns.created'),
      noWrap: true,
      render: (job) => instant(job.createdAt),
    },
    {
      key: 'started',
      label: t('adminJobs.columns.started'),
      noWrap: true,
      wide: true,
      render: (job) => instant(job.startedAt),
    },
    {
      key: 'completed',
      label: t('adminJobs.columns.completed'),
      noWrap: true,
      wide: true,
      render: (job) => instant(job.completedAt),
    },
    {
      key: 'attempts',
      label: t('adminJobs.columns.attempts'),
      numeric: true,
      wide: true,
      render: (job) => t('adminJobs.attemptsOf', { count: job.retryCount + 1, limit: job.retryLimit + 1 }),
    },
    { key: 'progress', label: t('adminJobs.columns.progress'), render: (job) => <Progress job={job} /> },
    {
      key: 'error',
      label: t('adminJobs.columns.error'),
      render: (job) =>
        job.error ? (
          <Typography variant="body2" color="error" sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
            {job.error}
          </Typography>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      label: t('adminJobs.columns.actions'),
      render: (job) =>
        job.state === 'failed' ? (
          <Button
            size="small"
            variant="outlined"
            disabled={retry.isPending}
            aria-label={t('adminJobs.retryLabel', {
              queue: queueName(job.queue),
              created: instant(job.createdAt),
            })}
            onClick={() => retry.mutate(job.id)}
          >
            {t('adminJobs.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <DataTable
      label={t('adminJobs.tableLabel')}
      columns={columns}
      rows={list.jobs}
      rowKey={(job) => job.id}
      empty={t('adminJobs.empty')}
      size="small"
      paging={{ page: list.page, pageSize: list.pageSize, total: list.total, onPage }}
    />
  );
}
