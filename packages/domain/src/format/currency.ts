import { LOCALE_TABLES } from './tables';
import type { FormatLocale } from './locale';

/**
 * ISO 4217 minor units of the currencies that do not use 2 (the króna and the yen have none in
 * use). Every other currency is written with 2 decimals (§9).
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  ISK: 0,
  JPY: 0,
  KRW: 0,
  CLP: 0,
  VND: 0,
  HUF: 2,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

/** The ISO 4217 minor units of a currency: the decimals an amount in it is written with. */
export function minorUnits(currency: string | null | undefined): number {
  return (currency ? MINOR_UNITS[currency.toUpperCase()] : undefined) ?? 2;
}

/** A currency's symbol as the locale writes it ('£', 'kr.', 'CA$'); unknown currencies keep their code. */
export function currencySymbolIn(currency: string, locale: FormatLocale): string {
  const code = currency.toUpperCase();
  return LOCALE_TABLES[locale].symbols[code] ?? code;
}
