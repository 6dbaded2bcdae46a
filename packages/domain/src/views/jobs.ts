import { z } from 'zod';

/**
 * The admin Jobs screen's answers (issue 13): jobs with their queue, state, times, attempts,
 * progress and last error, never their data. The requests are in schemas/jobs.ts.
 */
export const JOB_STATES = ['queued', 'running', 'failed', 'completed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOBS_PAGE_SIZE = 50;

export const jobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Attempts after the first. */
  retryCount: z.number(),
  retryLimit: z.number(),
  progress: z.object({ done: z.number(), total: z.number(), note: z.string().nullable() }).nullable(),
  /** The last failed attempt's message (no stack). */
  error: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobQueueSchema = z.object({
  name: z.string(),
  /** An admin may start it by hand (the daily update, `bigben`). */
  manual: z.boolean(),
});

export const jobListSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  queues: z.array(jobQueueSchema),
});
export type JobList = z.infer<typeof jobListSchema>;

/** POST /api/admin/jobs/:queue/start: the job queued, or the one already waiting. */
export const jobStartedSchema = z.object({ id: z.string(), alreadyQueued: z.boolean() });
export type JobStarted = z.infer<typeof jobStartedSchema>;
