import { z } from 'zod';
import type { ImportTarget, TargetField } from '../data-processes/targets';
import { requiredDate, requiredText, importRowObject } from '../schemas/common';
import { marketCurrency, marketFigure } from './quantity';

/**
 * The market-data import targets of the data designer (issue 13): daily closes, exchange rates and
 * benchmark levels. Each is unique per (series, day): a second row for the same day in the file is
 * refused (which one would win is not the file's to leave open), a stored day with another figure is
 * an update (old → new), an equal one is unchanged. Whether the symbol, pair or benchmark exists and
 * whether the date is in the future are checked by the server (they need the database and today).
 */

const field = (name: string, required = true): TargetField => ({ name, required });
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** Longest symbol or benchmark code accepted (the longest stored ones are a dozen characters). */
export const MARKET_CODE_MAX = 64;

const code = requiredText('validation.required_field').pipe(
  z.string().max(MARKET_CODE_MAX, 'validation.max_characters'),
);
const requiredCurrency = requiredText('validation.required_field').pipe(marketCurrency);
const duplicate = { field: 'date', key: 'errors.market_duplicate_day' } as const;

export const pricesTarget: ImportTarget = {
  dataset: 'prices',
  fields: [field('symbol'), field('date'), field('price'), field('currency', false)],
  schema: importRowObject({
    symbol: code,
    date: requiredDate(),
    price: marketFigure(),
    /** The quote currency; left out, the instrument's. */
    currency: marketCurrency.optional(),
  }) as ImportTarget['schema'],
  key: (row) => [text(row.symbol), text(row.date)].join('|'),
  matching: 'unique',
  updatable: ['price'],
  duplicate,
};

export const fxRatesTarget: ImportTarget = {
  dataset: 'fx-rates',
  fields: [field('from'), field('to'), field('date'), field('rate')],
  schema: importRowObject({
    from: requiredCurrency,
    to: requiredCurrency,
    date: requiredDate(),
    rate: marketFigure(),
  }) as ImportTarget['schema'],
  key: (row) => [`${text(row.from)}/${text(row.to)}`, text(row.date)].join('|'),
  matching: 'unique',
  updatable: ['rate'],
  duplicate,
};

export const benchmarkLevelsTarget: ImportTarget = {
  dataset: 'benchmark-levels',
  fields: [field('benchmark'), field('date'), field('value')],
  schema: importRowObject({
    benchmark: code,
    date: requiredDate(),
    value: marketFigure(),
  }) as ImportTarget['schema'],
  key: (row) => [text(row.benchmark), text(row.date)].join('|'),
  matching: 'unique',
  updatable: ['value'],
  duplicate,
};

/** True for a date after `today` (both ISO yyyy-mm-dd): no close exists yet for such a day. */
export const isFutureDate = (date: string, today: string): boolean => date > today;
