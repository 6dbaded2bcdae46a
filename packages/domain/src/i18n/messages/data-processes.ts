import type { MessageTable } from './table';

/** Data processes: the data designer's dry run and import (issue 7 item 7). */
export const dataProcessesMessages = {
  'validation.url_invalid': {
    en: 'Enter a web address starting with http:// or https://',
    el: 'Εισαγάγετε μια διεύθυνση ιστού που αρχίζει με http:// ή https://',
    is: 'Sláðu inn veffang sem byrjar á http:// eða https://',
  },
  'errors.import_parse_failed': {
    en: 'The data could not be read as {{format}}',
    el: 'Τα δεδομένα δεν ήταν δυνατό να διαβαστούν ως {{format}}',
    is: 'Ekki tókst að lesa gögnin sem {{format}}',
  },
  'errors.import_rows_not_found': {
    en: 'No list of rows was found at {{path}}',
    el: 'Δεν βρέθηκε λίστα γραμμών στο {{path}}',
    is: 'Enginn listi af línum fannst í {{path}}',
  },
  'errors.import_too_many_rows': {
    en: 'A step may bring at most {{limit}} rows',
    el: 'Ένα βήμα μπορεί να φέρει το πολύ {{limit}} γραμμές',
    is: 'Skref má í mesta lagi koma með {{limit}} línur',
  },
  'errors.import_address_refused': {
    en: 'This address may not be fetched: only http(s) addresses outside the private network are allowed',
    el: 'Αυτή η διεύθυνση δεν επιτρέπεται: μόνο διευθύνσεις http(s) εκτός του ιδιωτικού δικτύου',
    is: 'Ekki má sækja þetta veffang: aðeins http(s) veffön utan einkanets eru leyfð',
  },
  'errors.import_fetch_failed': {
    en: 'The data could not be fetched (answer {{status}})',
    el: 'Τα δεδομένα δεν ήταν δυνατό να ληφθούν (απάντηση {{status}})',
    is: 'Ekki tókst að sækja gögnin (svar {{status}})',
  },
  'errors.import_unreachable': {
    en: 'The address could not be reached',
    el: 'Η διεύθυνση δεν ήταν προσβάσιμη',
    is: 'Ekki náðist samband við veffangið',
  },
  'errors.import_unknown_account': {
    en: 'No account of this portal has this external id',
    el: 'Κανένας λογαριασμός αυτής της πύλης δεν έχει αυτό το εξωτερικό αναγνωριστικό',
    is: 'Enginn reikningur í þessari gátt hefur þetta ytra auðkenni',
  },
  'errors.import_unknown_portfolio': {
    en: 'The account has no portfolio with this id or name',
    el: 'Ο λογαριασμός δεν έχει χαρτοφυλάκιο με αυτό το αναγνωριστικό ή όνομα',
    is: 'Reikningurinn hefur ekkert eignasafn með þetta auðkenni eða nafn',
  },
  'errors.import_rows_rejected': {
    en: 'Nothing was imported. Rows refused: {{count}}',
    el: 'Δεν εισήχθη τίποτα. Γραμμές που απορρίφθηκαν: {{count}}',
    is: 'Ekkert var flutt inn. Línum hafnað: {{count}}',
  },
} as const satisfies MessageTable;
