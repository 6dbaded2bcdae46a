import { z } from 'zod';
import { BRAND_IDS } from '../brands/types';

/** GET /api/health: liveness and readiness in one (200 only when the database answers too). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  brand: z.enum(BRAND_IDS),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
