import { z } from 'zod';

/**
 * What a holding or transaction edit answers (§5, §8): the confirmation, the portfolio's new value and
 * what changed.
 */
export const portfolioEditResultSchema = z.object({
  message: z.string(),
  portfolioValue: z.string(),
  transactionId: z.string().optional(),
  holding: z
    .object({ id: z.string(), symbol: z.string(), units: z.string(), cost: z.string() })
    .nullable()
    .optional(),
  holdingId: z.string().optional(),
  deleted: z.boolean().optional(),
});
export type PortfolioEditResult = z.infer<typeof portfolioEditResultSchema>;
