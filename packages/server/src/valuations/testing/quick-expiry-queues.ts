import { QUEUES, type QueueDefinition } from '../../jobs/queues';

/**
 * The queues with revaluations (one portfolio's, the clock's batches) that expire after 3 s, so a
 * dead worker's job comes back in a test.
 */
export const QUICK_EXPIRY_QUEUES: QueueDefinition[] = QUEUES.map((queue) =>
  queue.name === 'revalue-portfolio' || queue.name === 'revalue-batch'
    ? { ...queue, expireInSeconds: 3, retryDelay: 1 }
    : queue,
);
