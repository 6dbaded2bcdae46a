import type { FormatLocale } from './locale';

/**
 * How each locale writes numbers, money, dates and relative times, taken from CLDR (which Intl
 * uses where it has the locale). The formatters work from these tables in every environment, so
 * a browser with trimmed ICU data (Debian's Chromium has Greek but not Icelandic) writes the same
 * as Node's full ICU; format.test.ts checks every table against it.
 */
export interface LocaleTable {
  decimal: string;
  group: string;
  /** The currency symbol after the number ('1.234,50 €'), else before it ('£1,234.50'). */
  currencyAfter: boolean;
  /** §9 thousand and million scaling: the suffix after the scaled number. */
  compact: { thousands: string; millions: string };
  /** Symbols that differ from the code; other currencies are written with their code. */
  symbols: Readonly<Record<string, string>>;
  month: readonly string[];
  monthAbbr: readonly string[];
  /** From Sunday, as Date#getDay counts. */
  dayOfWeek: readonly string[];
  dayOfWeekAbbr: readonly string[];
  /** A date with the abbreviated month (CLDR medium date). */
  date: (day: number, monthAbbr: string, year: number) => string;
  /** A time of day (CLDR short time). */
  time: (hours: number, minutes: number) => string;
  /** Relative-time phrases: past one, past other, future one, future other ({n} the count). */
  relative: { now: string } & Record<RelativeUnit, readonly [string, string, string, string]>;
  /** CLDR plural category 'one' for a whole count. */
  isOne: (n: number) => boolean;
  /** The letters of the language's alphabet, in its order (the clients overview letter bar). */
  alphabet: readonly string[];
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const NBSP = '\u00a0';
const two = (n: number) => String(n).padStart(2, '0');
const clock24 = (hours: number, minutes: number) => `${two(hours)}:${two(minutes)}`;

/** Symbols shared by en-GB and el-GR: §9's, with the narrow '$' only for the US dollar. */
const SYMBOLS = { GBP: '£', EUR: '€', USD: '$', CAD: 'CA$', AUD: 'A$', INR: '₹', JPY: '¥', ISK: 'kr' };

export const LOCALE_TABLES: Readonly<Record<FormatLocale, LocaleTable>> = {
  'en-GB': {
    decimal: '.',
    group: ',',
    currencyAfter: false,
    compact: { thousands: 'k', millions: 'm' },
    symbols: SYMBOLS,
    month: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthAbbr: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    dayOfWeekAbbr: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    time: clock24,
    relative: {
      now: 'now',
      second: ['{n} second ago', '{n} seconds ago', 'in {n} second', 'in {n} seconds'],
      minute: ['{n} minute ago', '{n} minutes ago', 'in {n} minute', 'in {n} minutes'],
      hour: ['{n} hour ago', '{n} hours ago', 'in {n} hour', 'in {n} hours'],
      day: ['{n} day ago', '{n} days ago', 'in {n} day', 'in {n} days'],
      week: ['{n} week ago', '{n} weeks ago', 'in {n} week', 'in {n} weeks'],
      month: ['{n} month ago', '{n} months ago', 'in {n} month', 'in {n} months'],
      year: ['{n} year ago', '{n} years ago', 'in {n} year', 'in {n} years'],
    },
    isOne: (n) => n === 1,
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
  },
  'el-GR': {
    decimal: ',',
    group: '.',
    currencyAfter: true,
    compact: { thousands: `${NBSP}χιλ.`, millions: `${NBSP}εκ.` },
    symbols: SYMBOLS,
    month: [
      'Ιανουάριος',
      'Φεβρουάριος',
      'Μάρτιος',
      'Απρίλιος',
      'Μάιος',
      'Ιούνιος',
      'Ιούλιος',
      'Αύγουστος',
      'Σεπτέμβριος',
      'Οκτώβριος',
      'Νοέμβριος',
      'Δεκέμβριος',
    ],
    monthAbbr: ['Ιαν', 'Φεβ', 'Μαρ', 'Απρ', 'Μαΐ', 'Ιουν', 'Ιουλ', 'Αυγ', 'Σεπ', 'Οκτ', 'Νοε', 'Δεκ'],
    dayOfWeek: ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'],
    dayOfWeekAbbr: ['Κυρ', 'Δευ', 'Τρί', 'Τετ', 'Πέμ', 'Παρ', 'Σάβ'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    // CLDR's Greek short time is the 12-hour clock: '7:16 π.μ.', '12:05 μ.μ.'.
    time: (hours, minutes) => `${hours % 12 || 12}:${two(minutes)} ${hours < 12 ? 'π.μ.' : 'μ.μ.'}`,
    relative: {
      now: 'τώρα',
      second: [
        'πριν από {n} δευτερόλεπτο',
        'πριν από {n} δευτερόλεπτα',
        'σε {n} δευτερόλεπτο',
        'σε {n} δευτερόλεπτα',
      ],
      minute: ['πριν από {n} λεπτό', 'πριν από {n} λεπτά', 'σε {n} λεπτό', 'σε {n} λεπτά'],
      hour: ['πριν από {n} ώρα', 'πριν από {n} ώρες', 'σε {n} ώρα', 'σε {n} ώρες'],
      day: ['πριν από {n} ημέρα', 'πριν από {n} ημέρες', 'σε {n} ημέρα', 'σε {n} ημέρες'],
      week: ['πριν από {n} εβδομάδα', 'πριν από {n} εβδομάδες', 'σε {n} εβδομάδα', 'σε {n} εβδομάδες'],
      month: ['πριν από {n} μήνα', 'πριν από {n} μήνες', 'σε {n} μήνα', 'σε {n} μήνες'],
      year: ['πριν από {n} έτος', 'πριν από {n} έτη', 'σε {n} έτος', 'σε {n} έτη'],
    },
    isOne: (n) => n === 1,
    alphabet: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ'.split(''),
  },
  'is-IS': {
    decimal: ',',
    group: '.',
    currencyAfter: true,
    compact: { thousands: `${NBSP}þ.`, millions: `${NBSP}m.` },
    // Icelandic CLDR writes the króna 'kr.' and the other dollars by their codes.
    symbols: { ...SYMBOLS, ISK: 'kr.', CAD: 'CAD', AUD: 'AUD' },
    month: [
      'janúar',
      'febrúar',
      'mars',
      'apríl',
      'maí',
      'júní',
      'júlí',
      'ágúst',
      'september',
      'október',
      'nóvember',
      'desember',
    ],
    monthAbbr: [
      'jan.',
      'feb.',
      'mar.',
      'apr.',
      'maí',
      'jún.',
      'júl.',
      'ágú.',
      'sep.',
      'okt.',
      'nóv.',
      'des.',
    ],
    dayOfWeek: [
      'sunnudagur',
      'mánudagur',
      'þriðjudagur',
      'miðvikudagur',
      'fimmtudagur',
      'föstudagur',
      'laugardagur',
    ],
    dayOfWeekAbbr: ['sun.', 'mán.', 'þri.', 'mið.', 'fim.', 'fös.', 'lau.'],
    date: (day, month, year) => `${day}. ${month} ${year}`,
    time: clock24,
    relative: {
      now: 'núna',
      second: ['fyrir {n} sekúndu', 'fyrir {n} sekúndum', 'eftir {n} sekúndu', 'eftir {n} sekúndur'],
      minute: ['fyrir {n} mínútu', 'fyrir {n} mínútum', 'eftir {n} mínútu', 'eftir {n} mínútur'],
      hour: [
        'fyrir {n} klukkustund',
        'fyrir {n} klukkustundum',
        'eftir {n} klukkustund',
        'eftir {n} klukkustundir',
      ],
      day: ['fyrir {n} degi', 'fyrir {n} dögum', 'eftir {n} dag', 'eftir {n} daga'],
      week: ['fyrir {n} viku', 'fyrir {n} vikum', 'eftir {n} viku', 'eftir {n} vikur'],
      month: ['fyrir {n} mánuði', 'fyrir {n} mánuðum', 'eftir {n} mánuð', 'eftir {n} mánuði'],
      year: ['fyrir {n} ári', 'fyrir {n} árum', 'eftir {n} ár', 'eftir {n} ár'],
    },
    // Icelandic 'one': ends in 1 but not in 11 (21 dagur, 11 dagar).
    isOne: (n) => n % 10 === 1 && n % 100 !== 11,
    alphabet: [
      'A',
      'Á',
      'B',
      'D',
      'Ð',
      'E',
      'É',
      'F',
      'G',
      'H',
      'I',
      'Í',
      'J',
      'K',
      'L',
      'M',
      'N',
      'O',
      'Ó',
      'P',
      'R',
      'S',
      'T',
      'U',
      'Ú',
      'V',
      'X',
      'Y',
      'Ý',
      'Þ',
      'Æ',
      'Ö',
    ],
  },
};
