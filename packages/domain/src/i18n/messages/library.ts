import type { MessageTable } from './table';

/** Documents, the library and messages with their attachments. */
export const libraryMessages = {
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
  'errors.document_url': {
    en: 'Unexpected error while fetching document URL',
    el: 'Απρόσμενο σφάλμα κατά την ανάκτηση της διεύθυνσης του εγγράφου',
    is: 'Óvænt villa við að sækja slóð skjals',
  },
  'errors.pdf': {
    en: "We've encountered an error, please try again",
    el: 'Παρουσιάστηκε σφάλμα, παρακαλώ δοκιμάστε ξανά',
    is: 'Villa kom upp, vinsamlegast reyndu aftur',
  },
  'success.file_updated': { en: 'File updated', el: 'Το αρχείο ενημερώθηκε', is: 'Skrá uppfærð' },
  'errors.file_too_large': {
    en: 'The file is too large: the limit is {{limit}} MB',
    el: 'Το αρχείο είναι πολύ μεγάλο: το όριο είναι {{limit}} MB',
    is: 'Skráin er of stór: hámarkið er {{limit}} MB',
  },
  'errors.upload_one_file': {
    en: 'Upload one file at a time, with nothing else in the request',
    el: 'Μεταφορτώστε ένα αρχείο τη φορά, χωρίς τίποτε άλλο στο αίτημα',
    is: 'Hladdu upp einni skrá í einu, án nokkurs annars í beiðninni',
  },
  'errors.upload_part': {
    en: 'Send the file as the one form part named “file”',
    el: 'Στείλτε το αρχείο ως το μοναδικό πεδίο της φόρμας με όνομα «file»',
    is: 'Sendu skrána sem eina hluta formsins, sem heitir „file“',
  },
  'errors.infected_file': {
    en: 'This file contains a virus or other malware, so it was not uploaded',
    el: 'Το αρχείο περιέχει ιό ή άλλο κακόβουλο λογισμικό, γι’ αυτό δεν μεταφορτώθηκε',
    is: 'Skráin inniheldur vírus eða annað spilliforrit og því var henni ekki hlaðið upp',
  },
  'errors.virus_scan_unavailable': {
    en: 'Files cannot be checked for viruses at the moment, so the file was not uploaded. Please try again later',
    el: 'Δεν είναι δυνατός ο έλεγχος αρχείων για ιούς αυτή τη στιγμή, γι’ αυτό το αρχείο δεν μεταφορτώθηκε. Δοκιμάστε ξανά αργότερα',
    is: 'Ekki er hægt að leita að vírusum í skrám eins og er og því var skránni ekki hlaðið upp. Reyndu aftur síðar',
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
  'validation.process_not_found': {
    en: 'The process could not be found',
    el: 'Η διαδικασία δεν βρέθηκε',
    is: 'Ferlið fannst ekki',
  },
  'validation.attach_message_not_allowed': {
    en: 'Only a message to an account or a group can be filed in its library',
    el: 'Μόνο ένα μήνυμα προς λογαριασμό ή ομάδα μπορεί να αρχειοθετηθεί στη βιβλιοθήκη του',
    is: 'Aðeins skilaboð til reiknings eða hóps má vista í safni hans',
  },
  'validation.page_path_invalid': {
    en: 'The page address is not valid',
    el: 'Η διεύθυνση της σελίδας δεν είναι έγκυρη',
    is: 'Slóð síðunnar er ekki gild',
  },
} as const satisfies MessageTable;
