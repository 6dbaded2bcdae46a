import type { MessageTable } from './table';

/** Market data: imports of closes, rates and benchmark levels, and manual corrections (issue 13). */
export const marketDataMessages = {
  // The column's size (numeric(24, 8)) in the text: the HTTP validation layer fills no custom values.
  'validation.market_digits': {
    en: 'At most 16 digits before the decimal point and 8 after',
    el: 'Έως 16 ψηφία πριν από την υποδιαστολή και 8 μετά',
    is: 'Í mesta lagi 16 tölustafir á undan kommu og 8 á eftir',
  },
  'validation.market_not_positive': {
    en: 'Must be more than zero',
    el: 'Πρέπει να είναι μεγαλύτερο από το μηδέν',
    is: 'Verður að vera hærra en núll',
  },
  'validation.market_currency_code': {
    en: 'Enter a three-letter currency code, such as GBP',
    el: 'Εισαγάγετε κωδικό νομίσματος τριών γραμμάτων, όπως GBP',
    is: 'Sláðu inn þriggja stafa gjaldmiðilskóða, t.d. GBP',
  },
  'validation.market_future_date': {
    en: 'The date is in the future: there is no close for it yet',
    el: 'Η ημερομηνία είναι μελλοντική: δεν υπάρχει ακόμη τιμή κλεισίματος',
    is: 'Dagsetningin er í framtíðinni: ekkert lokaverð er til fyrir hana enn',
  },
  'validation.reason_required': {
    en: 'Give the reason for the correction',
    el: 'Δώστε τον λόγο της διόρθωσης',
    is: 'Tilgreindu ástæðu leiðréttingarinnar',
  },
  'errors.market_duplicate_day': {
    en: 'This day is already given for the same series in row {{first}}',
    el: 'Αυτή η ημέρα έχει ήδη δοθεί για την ίδια σειρά στη γραμμή {{first}}',
    is: 'Þessi dagur er þegar gefinn fyrir sömu röð í línu {{first}}',
  },
  'errors.market_unknown_symbol': {
    en: 'No instrument has this symbol',
    el: 'Κανένα μέσο δεν έχει αυτό το σύμβολο',
    is: 'Ekkert verðbréf hefur þetta auðkenni',
  },
  'errors.market_unknown_pair': {
    en: 'No exchange rates are kept for this currency pair',
    el: 'Δεν τηρούνται συναλλαγματικές ισοτιμίες για αυτό το ζεύγος νομισμάτων',
    is: 'Ekkert gengi er skráð fyrir þetta gjaldmiðlapar',
  },
  'errors.market_unknown_benchmark': {
    en: 'No benchmark has this code',
    el: 'Κανένας δείκτης αναφοράς δεν έχει αυτόν τον κωδικό',
    is: 'Engin viðmiðunarvísitala hefur þennan kóða',
  },
  'errors.market_currency_mismatch': {
    en: 'The instrument is quoted in {{currency}}',
    el: 'Το μέσο αποτιμάται σε {{currency}}',
    is: 'Verðbréfið er skráð í {{currency}}',
  },
} as const satisfies MessageTable;
