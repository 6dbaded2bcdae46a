import type { FormatLocale } from './locale';
import { LOCALE_TABLES } from './tables';

/** The letters of a locale's alphabet in its order: the clients overview letter bar (§2). */
export function alphabetOf(locale: FormatLocale): readonly string[] {
  return LOCALE_TABLES[locale].alphabet;
}

/**
 * The phone-book letter a name is listed under in a locale: its first letter when the alphabet
 * has it ('Árni' under Á in Icelandic), else that letter without accents ('Émile' under E, 'Άννα'
 * under Α); '#' when the name does not start with a letter.
 */
export function phoneBookLetter(name: string, locale: FormatLocale): string {
  const first = [...name.trim().normalize('NFC')][0] ?? '';
  if (!/\p{L}/u.test(first)) return '#';
  const upper = first.toLocaleUpperCase(locale);
  if (LOCALE_TABLES[locale].alphabet.includes(upper)) return upper;
  return upper.normalize('NFD').replace(/\p{M}/gu, '').charAt(0) || upper;
}
