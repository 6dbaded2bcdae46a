import type { MessageTable } from './table';

/** Administration: accounts, users, advisors, portals and their limits, invitations, admin uploads and view as client. */
export const adminMessages = {
  'validation.advisor_required': {
    en: 'Advisor is required',
    el: 'Ο σύμβουλος είναι υποχρεωτικός',
    is: 'Ráðgjafi er nauðsynlegur',
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
  'success.client_invited': {
    en: 'The client has been invited',
    el: 'Ο πελάτης προσκλήθηκε',
    is: 'Viðskiptavininum hefur verið boðið',
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
  'errors.admin_upload_type': {
    en: 'The file must be a PNG, JPEG, GIF or WebP image or a PDF',
    el: 'Το αρχείο πρέπει να είναι εικόνα PNG, JPEG, GIF ή WebP ή PDF',
    is: 'Skráin verður að vera PNG-, JPEG-, GIF- eða WebP-mynd eða PDF',
  },
} as const satisfies MessageTable;
