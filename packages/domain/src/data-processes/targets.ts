import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { benchmarkLevelsTarget, fxRatesTarget, pricesTarget } from '../market-rows/targets';
import { toDecimal } from '../money';
import { requiredDate, requiredText } from '../schemas/common';
import type { DataProcessDataset } from '../schemas/data-processes';
import { portfolioSchema } from '../schemas/portfolio';
import { recordTransactionSchema } from '../schemas/portfolio-requests';

/** A field of an import target, as the designer's mapping lists it. */
export interface TargetField {
  name: string;
  required: boolean;
  /** A whole number (sliders): a source text such as '5' is read as the number 5. */
  integer?: boolean;
}

/**
 * An import target: its fields, the row schema (the domain's own write schema plus the keys that
 * find the row's account and portfolio), how a row is matched against what is stored, and which
 * fields an update may change (none for transactions: a booked transaction is never rewritten, a
 * new one is booked instead).
 */
export interface ImportTarget {
  dataset: DataProcessDataset;
  fields: readonly TargetField[];
  schema: z.ZodType<Record<string, unknown>, unknown>;
  /**
   * The match key of a parsed row; equal keys mean the same stored record. The server puts the
   * resolved `accountId` / `portfolioId` on a row first, so a portfolio named by its external id or
   * by its name finds the same stored records.
   */
  key(row: Record<string, unknown>): string;
  /** `multiset`: n equal rows in the source match n stored ones (transactions); `unique`: one each. */
  matching: 'multiset' | 'unique';
  updatable: readonly string[];
  /**
   * For `unique` targets: the field and message of a second source row with the same key (default:
   * the second required field, 'errors.duplicate_value'); its values name the first row.
   */
  duplicate?: { field: string; key: MessageKey };
}

const req = (name: string, extra: Partial<TargetField> = {}): TargetField => ({
  name,
  required: true,
  ...extra,
});
const opt = (name: string, extra: Partial<TargetField> = {}): TargetField => ({
  name,
  required: false,
  ...extra,
});

/** The account (its external id) and the portfolio (external id, or name within the account). */
const locator = {
  account: requiredText('validation.required_field'),
  portfolio: requiredText('validation.required_field'),
};

/** A decimal in one spelling ('100', '100.00' and '1e2' give the same), '' for none. */
export function canonicalDecimal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return toDecimal(String(value)).toFixed();
  } catch {
    return String(value);
  }
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Transactions (§3 Transaction), booked through the portfolio's record-transaction operation so the
 * holding follows (§4). A date is required here: a re-run must find the same transaction again.
 */
export const transactionsTarget: ImportTarget = {
  dataset: 'transactions',
  fields: [
    req('account'),
    req('portfolio'),
    req('date'),
    req('type'),
    req('symbol'),
    req('name'),
    req('amount'),
    opt('price'),
    opt('value'),
    opt('fee'),
    opt('currency'),
    opt('localCcyAmount'),
    opt('assetclass'),
    opt('region'),
    opt('security'),
    opt('fundName'),
    opt('balance'),
  ],
  schema: recordTransactionSchema.extend({ ...locator, date: requiredDate() }) as ImportTarget['schema'],
  key: (row) =>
    [
      text(row.accountId ?? row.account),
      text(row.portfolioId ?? row.portfolio),
      text(row.date),
      text(row.type),
      text(row.symbol),
      canonicalDecimal(row.amount),
      canonicalDecimal(row.price),
    ].join('|'),
  matching: 'multiset',
  updatable: [],
};

const PORTFOLIO_FIELDS = [
  'name',
  'type',
  'currency',
  'region',
  'inception',
  'objective',
  'riskLevel',
  'esgRating',
  'riskProfile',
] as const;

/** Portfolios (§3 Portfolio) of an account, matched on their external id at the custodian. */
export const portfoliosTarget: ImportTarget = {
  dataset: 'portfolios',
  fields: [
    req('account'),
    req('externalId'),
    req('name'),
    opt('type'),
    opt('currency'),
    opt('region'),
    opt('inception'),
    opt('objective'),
    opt('riskLevel', { integer: true }),
    opt('esgRating', { integer: true }),
    opt('riskProfile'),
  ],
  schema: portfolioSchema.pick(Object.fromEntries(PORTFOLIO_FIELDS.map((f) => [f, true])) as never).extend({
    account: locator.account,
    externalId: requiredText('validation.required_field'),
  }) as unknown as ImportTarget['schema'],
  key: (row) => [text(row.accountId ?? row.account), text(row.externalId)].join('|'),
  matching: 'unique',
  updatable: PORTFOLIO_FIELDS,
};

export const IMPORT_TARGETS: Record<DataProcessDataset, ImportTarget> = {
  transactions: transactionsTarget,
  portfolios: portfoliosTarget,
  prices: pricesTarget,
  'fx-rates': fxRatesTarget,
  'benchmark-levels': benchmarkLevelsTarget,
};
