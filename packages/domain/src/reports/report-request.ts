import { z } from 'zod';
import { invalidInput } from '../schemas/common';

const isoDate = z.iso.date({ error: 'validation.date_invalid' });
const id = z.string().min(1, invalidInput).max(128, invalidInput);

/** §7 pdfType: an account report over a range, or the account's report for a calendar quarter. */
export const REPORT_TYPES = ['account', 'quarterly'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The parts of a report `componentToRender` may pick alone (the whole report when absent). */
export const REPORT_PARTS = [
  'summary',
  'performance',
  'allocation',
  'holdings',
  'transactions',
  'charges',
  'costs',
  'commentary',
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

// Query strings carry booleans as words; anything but 'false' / '0' counts as set.
const flag = z.enum(['true', 'false', '1', '0'], invalidInput).transform((v) => v === 'true' || v === '1');

/** What selects a report's content: its type, period and parts (the §7 generatePdf parameters but token and url). */
export const reportOptionsSchema = z
  .object(
    {
      pdfType: z.enum(REPORT_TYPES, invalidInput).default('account'),
      fromDateString: isoDate.optional(),
      toDateString: isoDate.optional(),
      renderConsolidated: flag.default(true),
      singlePortfolio: id.optional(),
      componentToRender: z.enum(REPORT_PARTS, invalidInput).optional(),
    },
    invalidInput,
  )
  .refine((q) => !q.fromDateString || !q.toDateString || q.fromDateString <= q.toDateString, {
    message: 'validation.date_range_invalid',
    path: ['toDateString'],
  });
export type ReportOptions = z.output<typeof reportOptionsSchema>;

/**
 * §7 generatePdf, a GET: `token` (a short-lived render token bound to the viewer and the account),
 * `url` (the report route of that account to print), `externalId` (the account's, when it has one).
 */
export const generatePdfQuerySchema = z
  .object(
    {
      token: z.string().min(1, invalidInput).max(2048, invalidInput),
      url: z.string().max(512, invalidInput).optional(),
      externalId: z.string().max(128, invalidInput).optional(),
      pdfType: z.enum(REPORT_TYPES, invalidInput).default('account'),
      fromDateString: isoDate.optional(),
      toDateString: isoDate.optional(),
      renderConsolidated: flag.default(true),
      singlePortfolio: id.optional(),
      componentToRender: z.enum(REPORT_PARTS, invalidInput).optional(),
    },
    invalidInput,
  )
  .refine((q) => !q.fromDateString || !q.toDateString || q.fromDateString <= q.toDateString, {
    message: 'validation.date_range_invalid',
    path: ['toDateString'],
  });
export type GeneratePdfQuery = z.output<typeof generatePdfQuerySchema>;

/** The render token's request body: nothing but the account, which is the route's. */
export const renderTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
