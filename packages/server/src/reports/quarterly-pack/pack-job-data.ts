import { z } from 'zod';
import { QUARTER_KEY } from '@portal/domain';

export const PACK_QUEUE = 'quarterly-pack';

/** A pack job's data: a portal's (or one group's) clients for a quarter. */
export const packJobSchema = z.object({
  portalId: z.string(),
  quarter: z.string().regex(QUARTER_KEY),
  groupId: z.string().optional(),
  /** The admin who asked; absent when the clock did. */
  requestedBy: z.string().optional(),
  /** When the run was asked for: a retry skips clients whose report was filed since. */
  requestedAt: z.iso.datetime(),
});
export type PackJobData = z.output<typeof packJobSchema>;

/** One pack per portal, quarter and group at a time (the queue is `stately`). */
export function packKey(data: Pick<PackJobData, 'portalId' | 'quarter' | 'groupId'>): string {
  return `${data.portalId}:${data.quarter}:${data.groupId ?? 'all'}`;
}
