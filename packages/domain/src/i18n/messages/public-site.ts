import type { MessageTable } from './table';

/** Texts of the server-rendered public site (issue 17; §2 public header, cookie notice, error page). */
export const publicSiteMessages = {
  'publicSite.cookie_notice': {
    en: 'We use cookies to improve this site.',
    el: 'Χρησιμοποιούμε cookies για να βελτιώσουμε αυτόν τον ιστότοπο.',
    is: 'Við notum vafrakökur til að bæta þennan vef.',
  },
  'publicSite.accept': { en: 'Accept', el: 'Αποδοχή', is: 'Samþykkja' },
  'publicSite.login': { en: 'Login', el: 'Σύνδεση', is: 'Innskráning' },
  'publicSite.signup': { en: 'Sign up', el: 'Εγγραφή', is: 'Nýskráning' },
  'publicSite.my_profile': { en: 'My profile', el: 'Το προφίλ μου', is: 'Prófíllinn minn' },
  'publicSite.my_organisation': { en: 'My organisation', el: 'Ο οργανισμός μου', is: 'Fyrirtækið mitt' },
  'publicSite.logout': { en: 'Logout', el: 'Αποσύνδεση', is: 'Útskráning' },
  'publicSite.site_map': { en: 'Site map', el: 'Χάρτης ιστότοπου', is: 'Veftré' },
  'publicSite.posts': { en: 'News and insights', el: 'Νέα και αναλύσεις', is: 'Fréttir og greiningar' },
  'publicSite.posts_tagged': {
    en: 'Posts tagged {{tag}}',
    el: 'Άρθρα με ετικέτα {{tag}}',
    is: 'Greinar merktar {{tag}}',
  },
  'publicSite.no_posts': {
    en: 'Nothing published yet.',
    el: 'Δεν έχει δημοσιευτεί τίποτα ακόμη.',
    is: 'Ekkert birt enn.',
  },
  'publicSite.team': { en: 'Our team', el: 'Η ομάδα μας', is: 'Teymið okkar' },
  'publicSite.clients': { en: 'Our clients', el: 'Οι πελάτες μας', is: 'Viðskiptavinir okkar' },
  'publicSite.read_more': { en: 'Read more', el: 'Διαβάστε περισσότερα', is: 'Lesa meira' },
  'publicSite.by_author': { en: 'By {{name}}', el: 'Από {{name}}', is: 'Eftir {{name}}' },
  'publicSite.sign_in_title': {
    en: 'Please sign in',
    el: 'Παρακαλούμε συνδεθείτε',
    is: 'Vinsamlega skráðu þig inn',
  },
  'publicSite.sign_in_text': {
    en: 'This page is for signed-in users. Sign in to read it.',
    el: 'Αυτή η σελίδα είναι για συνδεδεμένους χρήστες. Συνδεθείτε για να τη διαβάσετε.',
    is: 'Þessi síða er fyrir innskráða notendur. Skráðu þig inn til að lesa hana.',
  },
  'publicSite.error_title': { en: 'An error occurred', el: 'Παρουσιάστηκε σφάλμα', is: 'Villa kom upp' },
  'publicSite.error_text': {
    en: 'We encountered an error.',
    el: 'Αντιμετωπίσαμε ένα σφάλμα.',
    is: 'Við lentum í villu.',
  },
  'publicSite.try_later': {
    en: 'Please try again later.',
    el: 'Παρακαλούμε δοκιμάστε ξανά αργότερα.',
    is: 'Vinsamlega reyndu aftur síðar.',
  },
  'publicSite.back_home': {
    en: 'Back to the home page',
    el: 'Πίσω στην αρχική σελίδα',
    is: 'Aftur á forsíðu',
  },
  'publicSite.copyright': {
    en: '© {{year}} {{name}}. All rights reserved.',
    el: '© {{year}} {{name}}. Με την επιφύλαξη παντός δικαιώματος.',
    is: '© {{year}} {{name}}. Allur réttur áskilinn.',
  },
} as const satisfies MessageTable;
