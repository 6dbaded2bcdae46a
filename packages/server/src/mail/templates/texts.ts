import type { Locale } from '@portal/domain';

/** The words of one mail; {brand} is replaced with the brand's display name. */
export interface MailTexts {
  subject: string;
  preHeader: string;
  header: string;
  paragraphs: string[];
  action?: string;
}

export type MailKind = 'verifyEmail' | 'passwordReset' | 'signUpAttempt';

/** Every mail in every interface language (en, el, is), written, not machine-copied. */
export const mailTexts: Record<MailKind, Record<Locale, MailTexts>> = {
  verifyEmail: {
    en: {
      subject: 'Confirm your email address for {brand}',
      preHeader: 'One click to finish creating your account.',
      header: 'Confirm your email address',
      paragraphs: [
        'Thank you for signing up. Please confirm that this is your email address.',
        'The link is valid for 24 hours and can be used once. If you did not sign up, you can ignore this email.',
      ],
      action: 'Confirm email address',
    },
    el: {
      subject: 'Επιβεβαιώστε τη διεύθυνση email σας για το {brand}',
      preHeader: 'Ένα κλικ για να ολοκληρώσετε τη δημιουργία του λογαριασμού σας.',
      header: 'Επιβεβαιώστε τη διεύθυνση email σας',
      paragraphs: [
        'Σας ευχαριστούμε για την εγγραφή σας. Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας.',
        'Ο σύνδεσμος ισχύει για 24 ώρες και μπορεί να χρησιμοποιηθεί μία φορά. Αν δεν κάνατε εγγραφή, αγνοήστε αυτό το email.',
      ],
      action: 'Επιβεβαίωση email',
    },
    is: {
      subject: 'Staðfestu netfangið þitt hjá {brand}',
      preHeader: 'Einn smellur til að ljúka við að stofna aðganginn.',
      header: 'Staðfestu netfangið þitt',
      paragraphs: [
        'Takk fyrir að skrá þig. Vinsamlegast staðfestu að þetta sé netfangið þitt.',
        'Hlekkurinn gildir í 24 klukkustundir og aðeins einu sinni. Ef þú skráðir þig ekki geturðu hunsað þennan póst.',
      ],
      action: 'Staðfesta netfang',
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your {brand} password',
      preHeader: 'A link to choose a new password.',
      header: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your account. Choose a new password with the link below.',
        'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης για το {brand}',
      preHeader: 'Ένας σύνδεσμος για να ορίσετε νέο κωδικό πρόσβασης.',
      header: 'Επαναφορά κωδικού πρόσβασης',
      paragraphs: [
        'Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας. Ορίστε νέο κωδικό με τον παρακάτω σύνδεσμο.',
        'Ο σύνδεσμος ισχύει για 1 ώρα και μπορεί να χρησιμοποιηθεί μία φορά. Αν δεν το ζητήσατε, αγνοήστε αυτό το email: ο κωδικός σας παραμένει ίδιος.',
      ],
      action: 'Ορισμός νέου κωδικού',
    },
    is: {
      subject: 'Endurstilltu lykilorðið þitt hjá {brand}',
      preHeader: 'Hlekkur til að velja nýtt lykilorð.',
      header: 'Endurstilla lykilorð',
      paragraphs: [
        'Við fengum beiðni um að endurstilla lykilorð aðgangsins þíns. Veldu nýtt lykilorð með hlekknum hér fyrir neðan.',
        'Hlekkurinn gildir í 1 klukkustund og aðeins einu sinni. Ef þú baðst ekki um þetta skaltu hunsa póstinn: lykilorðið þitt helst óbreytt.',
      ],
      action: 'Velja nýtt lykilorð',
    },
  },
  signUpAttempt: {
    en: {
      subject: 'Someone tried to sign up to {brand} with your email address',
      preHeader: 'You already have an account.',
      header: 'You already have an account',
      paragraphs: [
        'Someone, perhaps you, tried to create a new account with this email address. You already have one, so nothing was changed.',
        'If you have forgotten your password, you can reset it from the sign-in page. If this was not you, you can ignore this email.',
      ],
      action: 'Sign in',
    },
    el: {
      subject: 'Κάποιος προσπάθησε να εγγραφεί στο {brand} με τη διεύθυνση email σας',
      preHeader: 'Έχετε ήδη λογαριασμό.',
      header: 'Έχετε ήδη λογαριασμό',
      paragraphs: [
        'Κάποιος, ίσως εσείς, προσπάθησε να δημιουργήσει νέο λογαριασμό με αυτή τη διεύθυνση email. Έχετε ήδη λογαριασμό, οπότε δεν άλλαξε τίποτα.',
        'Αν ξεχάσατε τον κωδικό σας, μπορείτε να τον επαναφέρετε από τη σελίδα σύνδεσης. Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email.',
      ],
      action: 'Σύνδεση',
    },
    is: {
      subject: 'Einhver reyndi að skrá sig hjá {brand} með netfanginu þínu',
      preHeader: 'Þú ert nú þegar með aðgang.',
      header: 'Þú ert nú þegar með aðgang',
      paragraphs: [
        'Einhver, ef til vill þú, reyndi að stofna nýjan aðgang með þessu netfangi. Þú ert nú þegar með aðgang og engu var breytt.',
        'Ef þú hefur gleymt lykilorðinu geturðu endurstillt það á innskráningarsíðunni. Ef þetta varst ekki þú geturðu hunsað þennan póst.',
      ],
      action: 'Skrá inn',
    },
  },
};
