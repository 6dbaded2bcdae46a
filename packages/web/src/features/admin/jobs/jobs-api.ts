import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobList, JobListState, JobStarted } from '@portal/domain';

import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/portfolio-api';

/** The admin Jobs API's paths and query keys (issue 13). */

export interface JobFilters {
  state?: JobListState | undefined;
  queue?: string | undefined;
  page: number;
}

/** While a job is queued or running the list is read again this often. */
export const JOBS_REFRESH_MS = 3000;

export const jobsKey = ['admin', 'jobs'] as const;

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: [...jobsKey, filters],
    queryFn: () =>
      apiFetch<JobList>(
        `/admin/jobs${queryString({ state: filters.state, queue: filters.queue, page: filters.page > 1 ? filters.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
    // Figures move while something runs; a quiet list is not polled.
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.state === 'queued' || job.state === 'running')
        ? JOBS_REFRESH_MS
        : false,
  });

export const retryJob = (id: string) =>
  apiFetch<void>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });

export const startQueue = (queue: string) =>
  apiFetch<JobStarted>(`/admin/jobs/${encodeURIComponent(queue)}/start`, { method: 'POST' });
