import { z } from 'zod';

/** The states the admin Jobs screen filters on (queued = waiting to run, or to be retried). */
export const JOB_LIST_STATES = ['queued', 'running', 'failed', 'completed'] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

/** Queue names: pg-boss accepts letters, digits, '-' and '_'; ours are short. */
export const jobQueueNameSchema = z
  .string('validation.invalid_input')
  .regex(/^[a-z0-9_-]{1,64}$/i, 'validation.invalid_input');

/** GET /api/admin/jobs: ?state, ?queue, ?page (50 a page, newest first). */
export const jobListQuerySchema = z.object(
  {
    state: z.enum(JOB_LIST_STATES, 'validation.invalid_input').optional(),
    queue: jobQueueNameSchema.optional(),
    page: z.coerce
      .number('validation.invalid_input')
      .int('validation.invalid_input')
      .min(1, 'validation.invalid_input')
      .max(10_000, 'validation.invalid_input')
      .default(1),
  },
  'validation.invalid_input',
);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
