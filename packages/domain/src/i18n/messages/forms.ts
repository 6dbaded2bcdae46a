import type { MessageTable } from './table';

/** The forms designer, its wizard and the submission workflow (issue 7 item 6). */
export const formsMessages = {
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
} as const satisfies MessageTable;
