/**
 * Month and week-day names of the portal's languages for browsers whose Intl lacks the locale: some
 * builds ship trimmed ICU data (Debian's Chromium has Greek but not Icelandic, and formats 'is' as
 * American English). The tables follow CLDR, which Intl uses where it has the locale; a test checks
 * them against Node's full ICU.
 */
export interface TimeNames {
  month: string[];
  monthAbbr: string[];
  /** From Sunday, as Date#getDay counts. */
  dayOfWeek: string[];
  dayOfWeekAbbr: string[];
}

interface LocaleNames extends TimeNames {
  /** A date with the abbreviated month, as the language writes it. */
  date: (day: number, monthAbbr: string, year: number) => string;
}

export const FALLBACK_NAMES: Record<'is-IS' | 'el-GR', LocaleNames> = {
  'is-IS': {
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
  },
  'el-GR': {
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
  },
};

const supported = new Map<string, boolean>();

/** The fallback names of a locale when this browser's Intl does not know it, else undefined. */
export function fallbackNames(locale: string): LocaleNames | undefined {
  if (!(locale in FALLBACK_NAMES)) return undefined;
  let known = supported.get(locale);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    supported.set(locale, known);
  }
  return known ? undefined : FALLBACK_NAMES[locale as keyof typeof FALLBACK_NAMES];
}

/** Forgets which locales Intl knows (tests that stand in for a trimmed browser). */
export function resetLocaleSupport(): void {
  supported.clear();
}
