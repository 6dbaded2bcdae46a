import type { MessageTable } from './table';

/** Holdings, transactions and the market data they are valued with, and the data provider behind them. */
export const portfolioMessages = {
  'validation.symbol_required': {
    en: 'Symbol is required',
    el: 'Το σύμβολο είναι υποχρεωτικό',
    is: 'Auðkenni er nauðsynlegt',
  },
  'errors.need_external_id': {
    en: 'Need external id',
    el: 'Απαιτείται εξωτερικό αναγνωριστικό',
    is: 'Ytra auðkenni vantar',
  },
  'errors.external_id_not_linked': {
    en: 'Account is not linked with a correct external id',
    el: 'Ο λογαριασμός δεν συνδέεται με σωστό εξωτερικό αναγνωριστικό',
    is: 'Reikningurinn er ekki tengdur við rétt ytra auðkenni',
  },
  'errors.sale_above_units': {
    en: 'You only have that many units',
    el: 'Διαθέτετε μόνο τόσα μερίδια',
    is: 'Þú átt aðeins svona margar einingar',
  },
  'success.holding_deleted': { en: 'Deleted holding', el: 'Η θέση διαγράφηκε', is: 'Eign eytt' },
  'success.holding_updated': { en: 'Updated holding', el: 'Η θέση ενημερώθηκε', is: 'Eign uppfærð' },
  'errors.unknown_transaction_type': {
    en: 'Unknown transaction type',
    el: 'Άγνωστος τύπος συναλλαγής',
    is: 'Óþekkt tegund færslu',
  },
  'errors.missing_price': {
    en: 'No price for this symbol on or before the date',
    el: 'Δεν υπάρχει τιμή για αυτό το σύμβολο έως την ημερομηνία',
    is: 'Ekkert verð fyrir þetta auðkenni á eða fyrir dagsetninguna',
  },
  'errors.missing_fx_rate': {
    en: 'No exchange rate for this currency pair on or before the date',
    el: 'Δεν υπάρχει συναλλαγματική ισοτιμία για αυτό το ζεύγος νομισμάτων έως την ημερομηνία',
    is: 'Ekkert gengi fyrir þetta myntpar á eða fyrir dagsetninguna',
  },
  'errors.missing_trade_value': {
    en: 'A purchase or sale needs a price or a value',
    el: 'Μια αγορά ή πώληση χρειάζεται τιμή ή αξία',
    is: 'Kaup eða sala þarf verð eða virði',
  },
  'errors.sale_above_units_held': {
    en: 'You only have that many units: {{held}}',
    el: 'Διαθέτετε μόνο τόσα μερίδια: {{held}}',
    is: 'Þú átt aðeins svona margar einingar: {{held}}',
  },
  'errors.editing_unavailable': {
    en: 'Holdings and transactions of this portal are kept by its data provider and cannot be edited here',
    el: 'Οι θέσεις και οι συναλλαγές αυτής της πύλης τηρούνται από τον πάροχο δεδομένων και δεν μπορούν να αλλάξουν εδώ',
    is: 'Eignir og færslur þessarar gáttar eru geymdar hjá gagnaveitunni og er ekki hægt að breyta þeim hér',
  },
} as const satisfies MessageTable;
