import type { MessageTable } from './table';

/** Sign-in, sign-up, passwords, e-mail verification, second factors and terms (spec §8). */
export const authMessages = {
  'validation.password_min': {
    en: 'Min 8 characters',
    el: 'Τουλάχιστον 8 χαρακτήρες',
    is: 'Að lágmarki 8 stafir',
  },
  'validation.password_common': {
    en: 'This password is one of the most commonly used. Please choose another.',
    el: 'Αυτός ο κωδικός είναι από τους πιο συνηθισμένους. Επιλέξτε άλλον.',
    is: 'Þetta lykilorð er eitt það algengasta. Veldu annað.',
  },
  'validation.custom_password_rule': {
    en: 'Password must contain a digit',
    el: 'Ο κωδικός πρέπει να περιέχει ένα ψηφίο',
    is: 'Lykilorð verður að innihalda tölustaf',
  },
  'validation.terms_required': {
    en: 'You must accept the terms of use',
    el: 'Πρέπει να αποδεχτείτε τους όρους χρήσης',
    is: 'Þú verður að samþykkja notkunarskilmálana',
  },
  'errors.no_organisation': {
    en: 'Your account is not bound to an Organisation, please contact a Company Admin to solve this issue.',
    el: 'Ο λογαριασμός σας δεν συνδέεται με κάποιον Οργανισμό. Επικοινωνήστε με έναν Διαχειριστή Εταιρείας για να λυθεί το ζήτημα.',
    is: 'Aðgangurinn þinn er ekki tengdur fyrirtæki. Hafðu samband við stjórnanda fyrirtækisins til að leysa málið.',
  },
  'errors.second_factor_required': {
    en: 'This portal requires an authenticator app. Set one up in your profile to continue.',
    el: 'Αυτή η πύλη απαιτεί εφαρμογή ελέγχου ταυτότητας. Ρυθμίστε μία στο προφίλ σας για να συνεχίσετε.',
    is: 'Þessi gátt krefst auðkenningarapps. Settu það upp á prófílnum þínum til að halda áfram.',
  },
  'errors.invalid_activation_code': {
    en: 'This activation code is not valid. Ask your company admin for a new one.',
    el: 'Αυτός ο κωδικός ενεργοποίησης δεν είναι έγκυρος. Ζητήστε έναν νέο από τον διαχειριστή της εταιρείας σας.',
    is: 'Þessi virkjunarkóði er ekki gildur. Biddu stjórnanda fyrirtækisins um nýjan.',
  },
  'errors.already_professional': {
    en: 'Your account is already verified as an investment professional.',
    el: 'Ο λογαριασμός σας έχει ήδη επαληθευτεί ως επαγγελματίας επενδύσεων.',
    is: 'Aðgangurinn þinn er þegar staðfestur sem fagaðili í fjárfestingum.',
  },
  'success.professional_verified': {
    en: 'You are now verified as an investment professional.',
    el: 'Επαληθευτήκατε ως επαγγελματίας επενδύσεων.',
    is: 'Þú ert nú staðfest(ur) sem fagaðili í fjárfestingum.',
  },
  'errors.totp_still_required': {
    en: 'A portal you use requires your authenticator app, so it cannot be removed.',
    el: 'Μια πύλη που χρησιμοποιείτε απαιτεί την εφαρμογή ελέγχου ταυτότητας, οπότε δεν μπορεί να αφαιρεθεί.',
    is: 'Gátt sem þú notar krefst auðkenningarappsins, svo ekki er hægt að fjarlægja það.',
  },
  'success.totp_removed': {
    en: 'Your authenticator app has been removed. Sign-in codes will come by email.',
    el: 'Η εφαρμογή ελέγχου ταυτότητας αφαιρέθηκε. Οι κωδικοί σύνδεσης θα έρχονται με email.',
    is: 'Auðkenningarappið hefur verið fjarlægt. Innskráningarkóðar berast með tölvupósti.',
  },
  'errors.wrong_pin': { en: 'Wrong PIN', el: 'Λάθος PIN', is: 'Rangt PIN-númer' },
  'errors.email_not_verified': {
    en: 'Your email address is not yet verified, check your email and follow the instructions',
    el: 'Η διεύθυνση email σας δεν έχει επαληθευτεί ακόμη. Ελέγξτε το email σας και ακολουθήστε τις οδηγίες',
    is: 'Netfangið þitt hefur ekki verið staðfest. Athugaðu tölvupóstinn þinn og fylgdu leiðbeiningunum',
  },
  'success.welcome_back': { en: 'Welcome back', el: 'Καλώς ήρθατε ξανά', is: 'Velkomin aftur' },
  'success.account_ready': {
    en: 'Your account is ready',
    el: 'Ο λογαριασμός σας είναι έτοιμος',
    is: 'Aðgangurinn þinn er tilbúinn',
  },
  'success.logged_out': {
    en: 'You have been logged out. See you again soon!',
    el: 'Αποσυνδεθήκατε. Τα λέμε σύντομα!',
    is: 'Þú hefur verið skráð(ur) út. Sjáumst fljótlega!',
  },
  'success.reset_sent': {
    en: 'If your email address exists, a link is on its way to you.',
    el: 'Αν η διεύθυνση email σας υπάρχει, ένας σύνδεσμος είναι καθ’ οδόν.',
    is: 'Ef netfangið þitt er skráð er hlekkur á leiðinni til þín.',
  },
  'errors.invalid_credentials': {
    en: 'Email or password is incorrect',
    el: 'Το email ή ο κωδικός πρόσβασης είναι λανθασμένος',
    is: 'Netfang eða lykilorð er rangt',
  },
  'errors.account_disabled': {
    en: 'This account has been disabled. Please contact your administrator.',
    el: 'Αυτός ο λογαριασμός έχει απενεργοποιηθεί. Επικοινωνήστε με τον διαχειριστή σας.',
    is: 'Þessum aðgangi hefur verið lokað. Hafðu samband við kerfisstjóra.',
  },
  'errors.session_expired': {
    en: 'Your session has expired. Please sign in again.',
    el: 'Η συνεδρία σας έληξε. Συνδεθείτε ξανά.',
    is: 'Lotan þín er útrunnin. Vinsamlegast skráðu þig inn aftur.',
  },
  'errors.csrf': {
    en: 'This request could not be verified. Please reload the page and try again.',
    el: 'Δεν ήταν δυνατή η επαλήθευση αυτού του αιτήματος. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
    is: 'Ekki tókst að staðfesta þessa beiðni. Endurhlaðaðu síðuna og reyndu aftur.',
  },
  'errors.invalid_token': {
    en: 'This link is invalid or has expired. Please request a new one.',
    el: 'Αυτός ο σύνδεσμος δεν είναι έγκυρος ή έχει λήξει. Ζητήστε έναν νέο.',
    is: 'Þessi hlekkur er ógildur eða útrunninn. Vinsamlegast biddu um nýjan.',
  },
  'errors.wrong_current_password': {
    en: 'The current password is incorrect',
    el: 'Ο τρέχων κωδικός πρόσβασης είναι λανθασμένος',
    is: 'Núverandi lykilorð er rangt',
  },
  'success.email_verified': {
    en: 'Your email address has been verified',
    el: 'Η διεύθυνση email σας επαληθεύτηκε',
    is: 'Netfangið þitt hefur verið staðfest',
  },
  'success.verification_sent': {
    en: 'If your email address needs verifying, a new link is on its way to you.',
    el: 'Αν η διεύθυνση email σας χρειάζεται επαλήθευση, ένας νέος σύνδεσμος είναι καθ’ οδόν.',
    is: 'Ef staðfesta þarf netfangið þitt er nýr hlekkur á leiðinni til þín.',
  },
  'success.password_changed': {
    en: 'Your password has been changed',
    el: 'Ο κωδικός πρόσβασής σας άλλαξε',
    is: 'Lykilorðinu þínu hefur verið breytt',
  },
  'success.signup_check_email': {
    en: 'Check your email and follow the link to confirm your address.',
    el: 'Ελέγξτε το email σας και ακολουθήστε τον σύνδεσμο για να επιβεβαιώσετε τη διεύθυνσή σας.',
    is: 'Athugaðu tölvupóstinn þinn og fylgdu hlekknum til að staðfesta netfangið.',
  },
  'errors.invitation_user_exists': {
    en: 'An account with this email address already exists. Please sign in instead.',
    el: 'Υπάρχει ήδη λογαριασμός με αυτή τη διεύθυνση email. Συνδεθείτε.',
    is: 'Aðgangur með þessu netfangi er þegar til. Vinsamlegast skráðu þig inn.',
  },
  'success.terms_accepted': {
    en: 'Thank you for accepting the terms and conditions',
    el: 'Σας ευχαριστούμε που αποδεχτήκατε τους όρους και τις προϋποθέσεις',
    is: 'Takk fyrir að samþykkja skilmálana',
  },
  'notice.password_eid': {
    en: 'You sign in with your electronic ID, so there is no password to change here.',
    el: 'Συνδέεστε με την ηλεκτρονική σας ταυτότητα, οπότε δεν υπάρχει κωδικός πρόσβασης για αλλαγή εδώ.',
    is: 'Þú skráir þig inn með rafrænum skilríkjum og því er hér ekkert lykilorð til að breyta.',
  },
} as const satisfies MessageTable;
