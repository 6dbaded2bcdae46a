import { z } from 'zod';
import { LOCALES } from '../brands/types';
import { REPORT_PARTS, REPORT_TYPES } from '../reports/report-request';
import { costsStatementSchema, reportSummarySchema } from './engine-results';
import {
  accountPageViewSchema,
  chargesViewSchema,
  performanceViewSchema,
  transactionViewSchema,
} from './portfolio-views';

/**
 * Everything an account report prints (issue 14), read through the same provider and views as the
 * screens: the account page as the account screen shows it on the period's last day, and for each
 * portfolio its performance, transactions and charges over the period. The report route serialises
 * with this schema and the print reads its type.
 */

export const reportCommentarySchema = z.object({
  name: z.string(),
  /** The quarter end it was written for (ISO date). */
  reportDate: z.string().nullable(),
  /** Sanitised rich text (HTML), as the admin stored it. */
  body: z.string().nullable(),
});
export type ReportCommentary = z.infer<typeof reportCommentarySchema>;

export const reportPortfolioSchema = z.object({
  id: z.string(),
  /** Performance over the period: TWR, XIRR and the drivers of the change (no series). */
  period: performanceViewSchema
    .pick({ from: true, to: true, twr: true, xirr: true, drivers: true })
    .nullable(),
  summary: reportSummarySchema.nullable(),
  transactions: z.array(transactionViewSchema),
  charges: chargesViewSchema.nullable(),
  /** The ex-post costs and charges statement of the period (domain costsStatement). */
  costs: costsStatementSchema.nullable(),
});
export type ReportPortfolio = z.infer<typeof reportPortfolioSchema>;

export const reportViewSchema = z.object({
  type: z.enum(REPORT_TYPES),
  period: z.object({ from: z.string(), to: z.string() }),
  /** The day it was made (ISO date). */
  generatedOn: z.string(),
  /** The reader's language. */
  locale: z.enum(LOCALES),
  portal: z.object({
    id: z.string(),
    name: z.string(),
    theme: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The portal's logo as a data URL (the print has no session to fetch it with); null without one. */
  logo: z.string().nullable(),
  /** The parts to print, in order; the consolidated figures only when asked for. */
  parts: z.array(z.enum(REPORT_PARTS)),
  renderConsolidated: z.boolean(),
  page: accountPageViewSchema,
  /** The period's summary over every portfolio, when they are all held in the account's currency. */
  consolidatedSummary: reportSummarySchema.nullable(),
  /** The costs and charges statement over every portfolio, when they are all in the account's currency. */
  consolidatedCosts: costsStatementSchema.nullable(),
  /** The portal's market commentary for the report's quarter (Commentary collection); null when none. */
  commentary: reportCommentarySchema.nullable(),
  portfolios: z.array(reportPortfolioSchema),
});
export type ReportView = z.infer<typeof reportViewSchema>;
