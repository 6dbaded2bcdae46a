import type { Locale } from '../brands/types';

/** Column headers of the CSV exports in every language, by key. */
export const CSV_HEADERS = {
  name: { en: 'Name', el: 'Όνομα', is: 'Heiti' },
  symbol: { en: 'Symbol', el: 'Σύμβολο', is: 'Auðkenni' },
  assetClass: { en: 'Asset class', el: 'Κατηγορία επενδύσεων', is: 'Eignaflokkur' },
  sector: { en: 'Sector', el: 'Τομέας', is: 'Geiri' },
  region: { en: 'Region', el: 'Περιοχή', is: 'Svæði' },
  currency: { en: 'Currency', el: 'Νόμισμα', is: 'Gjaldmiðill' },
  units: { en: 'Units', el: 'Μερίδια', is: 'Einingar' },
  price: { en: 'Price', el: 'Τιμή', is: 'Verð' },
  priceDate: { en: 'Price date', el: 'Ημερομηνία τιμής', is: 'Verðdagur' },
  cost: { en: 'Cost', el: 'Κόστος', is: 'Kostnaður' },
  value: { en: 'Value', el: 'Αξία', is: 'Virði' },
  valueBase: { en: 'Value (base currency)', el: 'Αξία (νόμισμα βάσης)', is: 'Virði (grunnmynt)' },
  costBase: { en: 'Cost (base currency)', el: 'Κόστος (νόμισμα βάσης)', is: 'Kostnaður (grunnmynt)' },
  returnPercent: { en: 'Return (%)', el: 'Απόδοση (%)', is: 'Ávöxtun (%)' },
  date: { en: 'Date', el: 'Ημερομηνία', is: 'Dagsetning' },
  type: { en: 'Type', el: 'Τύπος', is: 'Tegund' },
  category: { en: 'Category', el: 'Κατηγορία', is: 'Flokkur' },
  amount: { en: 'Amount', el: 'Ποσό', is: 'Upphæð' },
  localAmount: { en: 'Amount (base currency)', el: 'Ποσό (νόμισμα βάσης)', is: 'Upphæð (grunnmynt)' },
  fee: { en: 'Fee', el: 'Προμήθεια', is: 'Þóknun' },
  period: { en: 'Period', el: 'Περίοδος', is: 'Tímabil' },
  from: { en: 'From', el: 'Από', is: 'Frá' },
  to: { en: 'To', el: 'Έως', is: 'Til' },
  portfolioPercent: { en: 'Portfolio (%)', el: 'Χαρτοφυλάκιο (%)', is: 'Eignasafn (%)' },
  benchmarkPercent: { en: 'Benchmark (%)', el: 'Δείκτης αναφοράς (%)', is: 'Viðmið (%)' },
  relativePercent: { en: 'Relative (%)', el: 'Σχετική (%)', is: 'Hlutfallsleg (%)' },
} as const satisfies Record<string, Record<Locale, string>>;

export type CsvHeaderKey = keyof typeof CSV_HEADERS;

/**
 * A header in a language (English when the language has none).
 *
 * @example csvHeader('units', 'is') // → 'Einingar'
 */
export function csvHeader(key: CsvHeaderKey, locale: Locale = 'en'): string {
  return CSV_HEADERS[key][locale] ?? CSV_HEADERS[key].en;
}
