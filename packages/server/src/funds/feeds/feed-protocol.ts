import { z } from 'zod';
import { checkClose, isIsoDate, jsonDecimal } from '@portal/domain';
import {
  FUND_CHANGE_KEYS,
  type FeedFactsheet,
  type FundChangeKey,
  type FundHistory,
  type FundQuote,
} from './fund-feed';

/**
 * The answers of the external fund-data feeds (§7), checked by shape: an answer that does not match
 * is malformed (the route answers 502, nothing half-read is shown). Prices, sizes and changes may be
 * JSON numbers or decimal strings and become exact decimal text (jsonDecimal); a close must be a
 * positive price that fits the price columns (checkClose), as every other feed's.
 */

const decimal = z.unknown().transform((value, ctx) => {
  const text = jsonDecimal(value);
  if (text === null) {
    ctx.addIssue({ code: 'custom', message: 'not an exact decimal' });
    return z.NEVER;
  }
  return text;
});
const optionalDecimal = z
  .union([z.null(), decimal])
  .optional()
  .transform((v) => v ?? null);
const price = decimal.transform((value, ctx) => {
  const checked = checkClose(value);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  }
  return checked.value;
});
const isoDate = z.string().refine(isIsoDate, 'not an ISO date');
/** Bounded like the funds table's columns. */
const text = (max: number) => z.string().trim().min(1).max(max);

const changeShape = Object.fromEntries(FUND_CHANGE_KEYS.map((key) => [key, optionalDecimal])) as Record<
  FundChangeKey,
  typeof optionalDecimal
>;

/** GET /funds/{isin}. */
export const fundAnswer = z
  .object({
    price: optionalDecimal,
    priceDate: isoDate.nullable().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable()
      .optional(),
    size: optionalDecimal,
    fundCode: text(32).nullable().optional(),
    fundName: text(200).nullable().optional(),
    ...changeShape,
  })
  .transform((a): FundQuote => ({
    fundCode: a.fundCode ?? null,
    fundName: a.fundName ?? null,
    price: a.price,
    priceDate: a.priceDate ?? null,
    currency: a.currency ?? null,
    size: a.size,
    changes: Object.fromEntries(FUND_CHANGE_KEYS.map((key) => [key, a[key]])) as FundQuote['changes'],
  }));

const close = z.object({ date: isoDate, price });
/** Closes oldest first, one per date (the feed's order is not trusted). */
const closes = z
  .array(close)
  .max(20_000)
  .transform((list) =>
    [...new Map(list.map((c) => [c.date, c])).values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
  );

const pad = (n: number) => String(n).padStart(2, '0');

/** GET /performance/{fundCode}: {data: {entries, oldest: {y, m, d}}}. */
export const performanceAnswer = z
  .object({
    data: z.object({
      entries: closes,
      oldest: z
        .object({
          y: z.number().int().min(1900).max(2999),
          m: z.number().int().min(1).max(12),
          d: z.number().int().min(1).max(31),
        })
        .nullable()
        .optional(),
    }),
  })
  .transform(({ data }, ctx): FundHistory => {
    const oldest = data.oldest ? `${data.oldest.y}-${pad(data.oldest.m)}-${pad(data.oldest.d)}` : null;
    if (oldest !== null && !isIsoDate(oldest)) {
      ctx.addIssue({ code: 'custom', message: 'oldest is not a date' });
      return z.NEVER;
    }
    return { entries: data.entries, oldest: oldest ?? data.entries[0]?.date ?? null };
  });

/** A public document address: http(s), no user or password in it. */
const publicUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'not a public http(s) address');

/** GET /factsheets/{isin}. */
export const factsheetsAnswer = z
  .object({
    factsheets: z
      .array(
        z.object({
          name: text(200),
          language: z
            .string()
            .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
            .nullable()
            .optional(),
          date: isoDate,
          url: publicUrl,
        }),
      )
      .max(100),
  })
  .transform((a): FeedFactsheet[] => a.factsheets.map((f) => ({ ...f, language: f.language ?? null })));
