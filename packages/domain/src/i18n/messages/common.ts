import type { MessageTable } from './table';

/** Messages any screen may show: field checks shared by many forms, and the general errors and results of a request. */
export const commonMessages = {
  'validation.name_required': {
    en: 'Name is required',
    el: 'Το όνομα είναι υποχρεωτικό',
    is: 'Nafn er nauðsynlegt',
  },
  'validation.email_required': {
    en: 'Email is required',
    el: 'Το email είναι υποχρεωτικό',
    is: 'Netfang er nauðsynlegt',
  },
  'validation.email_invalid': {
    en: 'Email must be valid',
    el: 'Το email πρέπει να είναι έγκυρο',
    is: 'Netfang verður að vera gilt',
  },
  'validation.phone_required': {
    en: 'Phone is required',
    el: 'Το τηλέφωνο είναι υποχρεωτικό',
    is: 'Símanúmer er nauðsynlegt',
  },
  'validation.language_required': {
    en: 'Language is required',
    el: 'Η γλώσσα είναι υποχρεωτική',
    is: 'Tungumál er nauðsynlegt',
  },
  'validation.required_field': {
    en: 'Required field',
    el: 'Υποχρεωτικό πεδίο',
    is: 'Nauðsynlegur reitur',
  },
  'validation.number': {
    en: 'Please enter a number',
    el: 'Παρακαλώ εισάγετε έναν αριθμό',
    is: 'Vinsamlegast sláðu inn tölu',
  },
  'validation.max_value': {
    en: 'Maximum value is {{limit}}',
    el: 'Η μέγιστη τιμή είναι {{limit}}',
    is: 'Hámarksgildi er {{limit}}',
  },
  'validation.min_value': {
    en: 'Minimum value is {{limit}}',
    el: 'Η ελάχιστη τιμή είναι {{limit}}',
    is: 'Lágmarksgildi er {{limit}}',
  },
  'validation.date_invalid': {
    en: 'Please enter a valid date',
    el: 'Παρακαλώ εισάγετε μια έγκυρη ημερομηνία',
    is: 'Vinsamlegast sláðu inn gilda dagsetningu',
  },
  'validation.max_characters': {
    en: 'Max {{limit}} characters',
    el: 'Έως {{limit}} χαρακτήρες',
    is: 'Hámark {{limit}} stafir',
  },
  'validation.date_range_invalid': {
    en: 'Please choose a valid date range',
    el: 'Επιλέξτε ένα έγκυρο εύρος ημερομηνιών',
    is: 'Veldu gilt dagsetningabil',
  },
  'validation.invalid_input': {
    en: 'The request is not valid',
    el: 'Το αίτημα δεν είναι έγκυρο',
    is: 'Beiðnin er ekki gild',
  },
  'validation.unknown_field': {
    en: 'This field cannot be saved here',
    el: 'Αυτό το πεδίο δεν μπορεί να αποθηκευτεί εδώ',
    is: 'Ekki er hægt að vista þennan reit hér',
  },
  'validation.choice_not_found': {
    en: 'Please choose an existing item',
    el: 'Επιλέξτε ένα υπάρχον στοιχείο',
    is: 'Veldu atriði sem er til',
  },
  'errors.network': { en: 'Network Error', el: 'Σφάλμα δικτύου', is: 'Netvilla' },
  'errors.technical': {
    en: 'Sorry, we encountered a technical error, wait a few minutes and reload',
    el: 'Λυπούμαστε, παρουσιάστηκε τεχνικό σφάλμα. Περιμένετε λίγα λεπτά και ανανεώστε τη σελίδα',
    is: 'Því miður kom upp tæknileg villa. Bíddu í nokkrar mínútur og endurhlaðaðu síðuna',
  },
  'errors.not_found': { en: 'Page not found.', el: 'Η σελίδα δεν βρέθηκε.', is: 'Síðan fannst ekki.' },
  'errors.forbidden': {
    en: 'You do not have access to this.',
    el: 'Δεν έχετε πρόσβαση σε αυτό.',
    is: 'Þú hefur ekki aðgang að þessu.',
  },
  'errors.unauthenticated': {
    en: 'Please sign in to continue.',
    el: 'Συνδεθείτε για να συνεχίσετε.',
    is: 'Skráðu þig inn til að halda áfram.',
  },
  'errors.too_many_requests': {
    en: 'Too many attempts. Please wait a while and try again.',
    el: 'Πάρα πολλές προσπάθειες. Περιμένετε λίγο και δοκιμάστε ξανά.',
    is: 'Of margar tilraunir. Bíddu aðeins og reyndu aftur.',
  },
  'errors.database_unavailable': {
    en: 'The database is not reachable.',
    el: 'Η βάση δεδομένων δεν είναι προσβάσιμη.',
    is: 'Ekki næst samband við gagnagrunninn.',
  },
  'errors.duplicate_value': {
    en: 'This value is already in use',
    el: 'Αυτή η τιμή χρησιμοποιείται ήδη',
    is: 'Þetta gildi er þegar í notkun',
  },
  'success.saved': { en: 'Saved', el: 'Αποθηκεύτηκε', is: 'Vistað' },
  'success.saved_published': {
    en: 'Saved and published',
    el: 'Αποθηκεύτηκε και δημοσιεύτηκε',
    is: 'Vistað og birt',
  },
  'success.all_saved': {
    en: 'All changes saved',
    el: 'Όλες οι αλλαγές αποθηκεύτηκαν',
    is: 'Allar breytingar vistaðar',
  },
} as const satisfies MessageTable;
