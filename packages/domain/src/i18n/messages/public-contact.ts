import type { MessageTable } from './table';

/** Texts of the public site's contact form (issue 17 item 4) and its mail to the firm. */
export const publicContactMessages = {
  'publicSite.contact_send': { en: 'Send', el: 'Αποστολή', is: 'Senda' },
  'publicSite.contact_required_hint': {
    en: 'Fields marked * are required.',
    el: 'Τα πεδία με * είναι υποχρεωτικά.',
    is: 'Reitir merktir * eru nauðsynlegir.',
  },
  'publicSite.contact_fix_errors': {
    en: 'Please correct the fields below.',
    el: 'Παρακαλούμε διορθώστε τα παρακάτω πεδία.',
    is: 'Vinsamlega lagfærðu reitina hér fyrir neðan.',
  },
  'publicSite.contact_sent_title': {
    en: 'Message sent',
    el: 'Το μήνυμα στάλθηκε',
    is: 'Skilaboð send',
  },
  'publicSite.contact_expired': {
    en: 'The form expired. Please send it again.',
    el: 'Η φόρμα έληξε. Παρακαλούμε στείλτε την ξανά.',
    is: 'Eyðublaðið rann út. Vinsamlega sendu það aftur.',
  },
  'publicSite.contact_too_many': {
    en: 'Too many messages from your address. Please try again later.',
    el: 'Πάρα πολλά μηνύματα από τη διεύθυνσή σας. Παρακαλούμε δοκιμάστε ξανά αργότερα.',
    is: 'Of mörg skilaboð frá þínu netfangi. Vinsamlega reyndu aftur síðar.',
  },
  'publicSite.contact_visitor': {
    en: 'Website visitor',
    el: 'Επισκέπτης ιστότοπου',
    is: 'Gestur á vefnum',
  },
  'publicSite.contact_mail_subject': {
    en: 'New message from the website: {{form}}',
    el: 'Νέο μήνυμα από τον ιστότοπο: {{form}}',
    is: 'Ný skilaboð af vefnum: {{form}}',
  },
  'publicSite.contact_mail_header': {
    en: 'A visitor sent the contact form',
    el: 'Ένας επισκέπτης έστειλε τη φόρμα επικοινωνίας',
    is: 'Gestur sendi samskiptaeyðublaðið',
  },
  'publicSite.contact_mail_review': {
    en: 'The submission is in the back office under Forms › {{form}}.',
    el: 'Η υποβολή βρίσκεται στο back office, στις Φόρμες › {{form}}.',
    is: 'Innsendingin er í bakvinnslunni undir Eyðublöð › {{form}}.',
  },
} as const satisfies MessageTable;
