import type { Locale } from '../brands/types';

/**
 * Messages that the domain and the server produce (validation §5, errors §8, results §8), in every
 * language. Zod schemas carry the key as their message; the server answers with the text in the
 * caller's language and the web merges these into its i18next resources under `messages.`.
 */
export const domainMessages = {
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
  'validation.advisor_required': {
    en: 'Advisor is required',
    el: 'Ο σύμβουλος είναι υποχρεωτικός',
    is: 'Ráðgjafi er nauðsynlegur',
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
  'validation.logo_required': {
    en: 'Logo is required',
    el: 'Το λογότυπο είναι υποχρεωτικό',
    is: 'Merki er nauðsynlegt',
  },
  'validation.theme_required': {
    en: 'Theme is required',
    el: 'Το θέμα είναι υποχρεωτικό',
    is: 'Þema er nauðsynlegt',
  },
  'validation.symbol_required': {
    en: 'Symbol is required',
    el: 'Το σύμβολο είναι υποχρεωτικό',
    is: 'Auðkenni er nauðsynlegt',
  },
  'validation.subject_required': {
    en: 'Subject is required',
    el: 'Το θέμα του μηνύματος είναι υποχρεωτικό',
    is: 'Efni er nauðsynlegt',
  },
  'validation.recipient_required': {
    en: 'Recipient is required',
    el: 'Ο παραλήπτης είναι υποχρεωτικός',
    is: 'Viðtakandi er nauðsynlegur',
  },
  'validation.message_required': {
    en: 'Message is required',
    el: 'Το μήνυμα είναι υποχρεωτικό',
    is: 'Skilaboð eru nauðsynleg',
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
  'validation.pdf_only': {
    en: 'Only PDF files can be uploaded',
    el: 'Μπορούν να μεταφορτωθούν μόνο αρχεία PDF',
    is: 'Aðeins er hægt að hlaða upp PDF-skrám',
  },
  'validation.upload_not_allowed': {
    en: 'Documents of this type cannot be uploaded',
    el: 'Δεν επιτρέπεται η μεταφόρτωση εγγράφων αυτού του τύπου',
    is: 'Ekki er hægt að hlaða upp skjölum af þessari gerð',
  },
  'validation.max_characters': {
    en: 'Max {{limit}} characters',
    el: 'Έως {{limit}} χαρακτήρες',
    is: 'Hámark {{limit}} stafir',
  },
  'validation.terms_required': {
    en: 'You must accept the terms of use',
    el: 'Πρέπει να αποδεχτείτε τους όρους χρήσης',
    is: 'Þú verður að samþykkja notkunarskilmálana',
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
  'errors.network': { en: 'Network Error', el: 'Σφάλμα δικτύου', is: 'Netvilla' },
  'errors.duplicate_account_email': {
    en: 'An account with this email address already exists',
    el: 'Υπάρχει ήδη λογαριασμός με αυτή τη διεύθυνση email',
    is: 'Reikningur með þessu netfangi er þegar til',
  },
  'errors.group_unregistered_account': {
    en: 'Adding a group failed because the account has not registered yet.',
    el: 'Η προσθήκη σε ομάδα απέτυχε επειδή ο λογαριασμός δεν έχει εγγραφεί ακόμη.',
    is: 'Ekki tókst að bæta við hóp þar sem reikningurinn hefur ekki verið skráður enn.',
  },
  'errors.sale_above_units': {
    en: 'You only have that many units',
    el: 'Διαθέτετε μόνο τόσα μερίδια',
    is: 'Þú átt aðeins svona margar einingar',
  },
  'errors.duplicate_file': {
    en: 'Duplicated filename choose between copy or replace',
    el: 'Διπλότυπο όνομα αρχείου: επιλέξτε αντιγραφή ή αντικατάσταση',
    is: 'Skráarnafn er þegar til: veldu að afrita eða skipta út',
  },
  'errors.duplicate_file_exists': {
    en: 'Another file with the same name already exists',
    el: 'Υπάρχει ήδη άλλο αρχείο με το ίδιο όνομα',
    is: 'Önnur skrá með sama nafni er þegar til',
  },
  'errors.wrong_pin': { en: 'Wrong PIN', el: 'Λάθος PIN', is: 'Rangt PIN-númer' },
  'errors.email_not_verified': {
    en: 'Your email address is not yet verified, check your email and follow the instructions',
    el: 'Η διεύθυνση email σας δεν έχει επαληθευτεί ακόμη. Ελέγξτε το email σας και ακολουθήστε τις οδηγίες',
    is: 'Netfangið þitt hefur ekki verið staðfest. Athugaðu tölvupóstinn þinn og fylgdu leiðbeiningunum',
  },
  'errors.document_url': {
    en: 'Unexpected error while fetching document URL',
    el: 'Απρόσμενο σφάλμα κατά την ανάκτηση της διεύθυνσης του εγγράφου',
    is: 'Óvænt villa við að sækja slóð skjals',
  },
  'errors.technical': {
    en: 'Sorry, we encountered a technical error, wait a few minutes and reload',
    el: 'Λυπούμαστε, παρουσιάστηκε τεχνικό σφάλμα. Περιμένετε λίγα λεπτά και ανανεώστε τη σελίδα',
    is: 'Því miður kom upp tæknileg villa. Bíddu í nokkrar mínútur og endurhlaðaðu síðuna',
  },
  'errors.pdf': {
    en: "We've encountered an error, please try again",
    el: 'Παρουσιάστηκε σφάλμα, παρακαλώ δοκιμάστε ξανά',
    is: 'Villa kom upp, vinsamlegast reyndu aftur',
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
  'success.file_updated': { en: 'File updated', el: 'Το αρχείο ενημερώθηκε', is: 'Skrá uppfærð' },
  'success.holding_deleted': { en: 'Deleted holding', el: 'Η θέση διαγράφηκε', is: 'Eign eytt' },
  'success.holding_updated': { en: 'Updated holding', el: 'Η θέση ενημερώθηκε', is: 'Eign uppfærð' },
  'success.client_invited': {
    en: 'The client has been invited',
    el: 'Ο πελάτης προσκλήθηκε',
    is: 'Viðskiptavininum hefur verið boðið',
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
  'errors.client_already_signed_in': {
    en: 'This client has already signed in, so there is no need to invite them.',
    el: 'Αυτός ο πελάτης έχει ήδη συνδεθεί, οπότε δεν χρειάζεται πρόσκληση.',
    is: 'Þessi viðskiptavinur hefur þegar skráð sig inn og þarf því ekki boð.',
  },
  'errors.account_without_email': {
    en: 'Add an email address to the account before inviting the client.',
    el: 'Προσθέστε διεύθυνση email στον λογαριασμό πριν προσκαλέσετε τον πελάτη.',
    is: 'Bættu netfangi við reikninginn áður en þú býður viðskiptavininum.',
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
  'errors.file_too_large': {
    en: 'The file is too large: the limit is {{limit}} MB',
    el: 'Το αρχείο είναι πολύ μεγάλο: το όριο είναι {{limit}} MB',
    is: 'Skráin er of stór: hámarkið er {{limit}} MB',
  },
  'validation.file_required': {
    en: 'Choose a PDF file to upload',
    el: 'Επιλέξτε ένα αρχείο PDF για μεταφόρτωση',
    is: 'Veldu PDF-skrá til að hlaða upp',
  },
  'validation.library_target_required': {
    en: 'Choose one account or one group',
    el: 'Επιλέξτε έναν λογαριασμό ή μία ομάδα',
    is: 'Veldu einn reikning eða einn hóp',
  },
  'validation.recipient_not_allowed': {
    en: 'You cannot send a message to this recipient',
    el: 'Δεν μπορείτε να στείλετε μήνυμα σε αυτόν τον παραλήπτη',
    is: 'Þú getur ekki sent þessum viðtakanda skilaboð',
  },
  'validation.attachment_not_found': {
    en: 'An attachment could not be found',
    el: 'Ένα συνημμένο δεν βρέθηκε',
    is: 'Viðhengi fannst ekki',
  },
  'validation.page_path_invalid': {
    en: 'The page address is not valid',
    el: 'Η διεύθυνση της σελίδας δεν είναι έγκυρη',
    is: 'Slóð síðunnar er ekki gild',
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
  'errors.duplicate_value': {
    en: 'This value is already in use',
    el: 'Αυτή η τιμή χρησιμοποιείται ήδη',
    is: 'Þetta gildi er þegar í notkun',
  },
  'errors.duplicate_user_email': {
    en: 'A user with this email address already exists',
    el: 'Υπάρχει ήδη χρήστης με αυτή τη διεύθυνση email',
    is: 'Notandi með þessu netfangi er þegar til',
  },
  'errors.accounts_limit': {
    en: 'This portal has reached its limit of {{limit}} accounts',
    el: 'Αυτή η πύλη έχει φτάσει το όριο των {{limit}} λογαριασμών',
    is: 'Þessi gátt hefur náð hámarksfjölda reikninga ({{limit}})',
  },
  'errors.advisors_limit': {
    en: 'Your company has reached its limit of {{limit}} advisors',
    el: 'Η εταιρεία σας έχει φτάσει το όριο των {{limit}} συμβούλων',
    is: 'Fyrirtækið þitt hefur náð hámarksfjölda ráðgjafa ({{limit}})',
  },
  'errors.portals_limit': {
    en: 'Your company has reached its limit of {{limit}} portals',
    el: 'Η εταιρεία σας έχει φτάσει το όριο των {{limit}} πυλών',
    is: 'Fyrirtækið þitt hefur náð hámarksfjölda gátta ({{limit}})',
  },
  'validation.choice_not_found': {
    en: 'Please choose an existing item',
    el: 'Επιλέξτε ένα υπάρχον στοιχείο',
    is: 'Veldu atriði sem er til',
  },
  // Forms designer, wizard and submission workflow (issue 7 item 6).
  'validation.form_field_name': {
    en: 'Use letters, digits and _ only, starting with a letter',
    el: 'Χρησιμοποιήστε μόνο γράμματα, ψηφία και _, ξεκινώντας με γράμμα',
    is: 'Notaðu aðeins bókstafi, tölustafi og _ og byrjaðu á bókstaf',
  },
  'validation.form_field_name_taken': {
    en: 'Another item of this form already has this name',
    el: 'Ένα άλλο στοιχείο της φόρμας έχει ήδη αυτό το όνομα',
    is: 'Annað atriði í þessu eyðublaði heitir þegar þessu nafni',
  },
  'validation.form_options_required': {
    en: 'Add at least one option',
    el: 'Προσθέστε τουλάχιστον μία επιλογή',
    is: 'Bættu við að minnsta kosti einum valkosti',
  },
  'validation.form_min_above_max': {
    en: 'The minimum is above the maximum',
    el: 'Το ελάχιστο είναι μεγαλύτερο από το μέγιστο',
    is: 'Lágmarkið er hærra en hámarkið',
  },
  'errors.form_already_submitted': {
    en: 'You have already submitted this form. It can be submitted only once.',
    el: 'Έχετε ήδη υποβάλει αυτή τη φόρμα. Μπορεί να υποβληθεί μόνο μία φορά.',
    is: 'Þú hefur þegar sent þetta eyðublað. Það má aðeins senda einu sinni.',
  },
  'errors.form_not_ready': {
    en: 'This form has no fields to fill in yet',
    el: 'Αυτή η φόρμα δεν έχει ακόμη πεδία προς συμπλήρωση',
    is: 'Þetta eyðublað hefur enn enga reiti til að fylla út',
  },
  'errors.submission_step_not_allowed': {
    en: 'A submission at {{from}} cannot move to {{to}}',
    el: 'Μια υποβολή στο στάδιο {{from}} δεν μπορεί να μεταβεί στο {{to}}',
    is: 'Innsending á stiginu {{from}} getur ekki færst í {{to}}',
  },
  // Data processes: the data designer's dry run and import (issue 7 item 7).
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
  // View as client (issue 5 item 10).
  'errors.preview_read_only': {
    en: 'You are viewing the portal as a client. Nothing can be changed from this preview.',
    el: 'Βλέπετε την πύλη ως πελάτης. Τίποτα δεν μπορεί να αλλάξει από αυτήν την προεπισκόπηση.',
    is: 'Þú skoðar gáttina sem viðskiptavinur. Engu er hægt að breyta í þessari forskoðun.',
  },
  'errors.preview_no_client': {
    en: 'This account has no client user to view the portal as.',
    el: 'Αυτός ο λογαριασμός δεν έχει χρήστη-πελάτη για να δείτε την πύλη ως αυτόν.',
    is: 'Þessi reikningur hefur engan viðskiptavin til að skoða gáttina sem.',
  },
  // Portal settings, create portal and invite manager (issue 5 item 2).
  'errors.logo_type': {
    en: 'The logo must be a PNG, JPEG or WebP image',
    el: 'Το λογότυπο πρέπει να είναι εικόνα PNG, JPEG ή WebP',
    is: 'Merkið verður að vera PNG-, JPEG- eða WebP-mynd',
  },
  'errors.manager_already_professional': {
    en: 'This person is already an investment professional',
    el: 'Αυτό το πρόσωπο είναι ήδη επαγγελματίας επενδύσεων',
    is: 'Þessi aðili er þegar fjárfestingarsérfræðingur',
  },
  'success.manager_invited': {
    en: 'The invitation has been sent',
    el: 'Η πρόσκληση στάλθηκε',
    is: 'Boðið hefur verið sent',
  },
  'success.manager_invitation_for': {
    en: '{{company}} has invited you to join as an investment professional.',
    el: 'Η {{company}} σας προσκάλεσε να συμμετάσχετε ως επαγγελματίας επενδύσεων.',
    is: '{{company}} hefur boðið þér að ganga til liðs sem fjárfestingarsérfræðingur.',
  },
  // Profile: a user who signs in with e-ID has no password to change (issue 5 polish).
  'notice.password_eid': {
    en: 'You sign in with your electronic ID, so there is no password to change here.',
    el: 'Συνδέεστε με την ηλεκτρονική σας ταυτότητα, οπότε δεν υπάρχει κωδικός πρόσβασης για αλλαγή εδώ.',
    is: 'Þú skráir þig inn með rafrænum skilríkjum og því er hér ekkert lykilorð til að breyta.',
  },
  // Admin uploads for file, media-picker and dropzone fields (issue 7).
  'errors.admin_upload_type': {
    en: 'The file must be a PNG, JPEG, GIF or WebP image or a PDF',
    el: 'Το αρχείο πρέπει να είναι εικόνα PNG, JPEG, GIF ή WebP ή PDF',
    is: 'Skráin verður að vera PNG-, JPEG-, GIF- eða WebP-mynd eða PDF',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof domainMessages;

/** The text of a message in a language, with `{{name}}` placeholders filled. English is the fallback. */
export function translateMessage(
  key: MessageKey,
  locale: Locale = 'en',
  values: Record<string, string | number> = {},
): string {
  const entry = domainMessages[key];
  const text: string = entry[locale] ?? entry.en;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(domainMessages, value);
}
