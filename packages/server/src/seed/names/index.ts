import type { Locale } from '@portal/domain';
import { english } from './en';
import { greek } from './el';
import { icelandic } from './is';
import type { NameBook } from './types';

export type { NameBook, PersonName, City } from './types';

const BOOKS: Record<Locale, NameBook> = { en: english, el: greek, is: icelandic };

/** The names of a language: a Greek brand gets Greek clients, an Icelandic one Icelandic clients. */
export function nameBook(locale: Locale): NameBook {
  return BOOKS[locale];
}
