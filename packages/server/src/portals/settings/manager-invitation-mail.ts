import type { Locale } from '@portal/domain';
import type { MailMessage } from '../../mail/mailer';
import { oneLine } from '../../mail/mailer';
import { renderLayout } from '../../mail/templates/layout';

interface Texts {
  subject: string;
  preHeader: string;
  header: string;
  paragraphs: string[];
  code: string;
  action: string;
}

/** The invite-manager mail in each interface language; {company}, {portal}, {name}, {code} are filled in. */
const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: 'You are invited to manage {portal} with {company}',
    preHeader: 'Join your company on the investment portal.',
    header: 'Hello {name}, you are invited',
    paragraphs: [
      '{company} has invited you to join {portal} as an investment professional. Create your sign-in with the link below; you will be a manager of the company straight away.',
      'The link is valid for 7 days and can be used once.',
    ],
    code: 'Already have a sign-in? Sign in and enter this activation code on your profile page: {code}',
    action: 'Accept the invitation',
  },
  el: {
    subject: 'Πρόσκληση διαχείρισης του {portal} με την {company}',
    preHeader: 'Συνδεθείτε με την εταιρεία σας στην επενδυτική πύλη.',
    header: 'Γεια σας {name}, έχετε προσκληθεί',
    paragraphs: [
      'Η {company} σας προσκάλεσε στο {portal} ως επαγγελματία επενδύσεων. Δημιουργήστε τα στοιχεία σύνδεσής σας με τον παρακάτω σύνδεσμο· θα γίνετε αμέσως διαχειριστής της εταιρείας.',
      'Ο σύνδεσμος ισχύει για 7 ημέρες και μπορεί να χρησιμοποιηθεί μία φορά.',
    ],
    code: 'Έχετε ήδη λογαριασμό; Συνδεθείτε και εισαγάγετε αυτόν τον κωδικό ενεργοποίησης στη σελίδα του προφίλ σας: {code}',
    action: 'Αποδοχή πρόσκλησης',
  },
  is: {
    subject: 'Þér er boðið að stýra {portal} hjá {company}',
    preHeader: 'Tengstu fyrirtækinu þínu í fjárfestingargáttinni.',
    header: 'Halló {name}, þér er boðið',
    paragraphs: [
      '{company} hefur boðið þér í {portal} sem fjárfestingarsérfræðingi. Stofnaðu innskráninguna þína með hlekknum hér fyrir neðan; þú verður strax stjórnandi hjá fyrirtækinu.',
      'Hlekkurinn gildir í 7 daga og aðeins einu sinni.',
    ],
    code: 'Ertu þegar með innskráningu? Skráðu þig inn og sláðu inn þennan virkjunarkóða á prófílsíðunni þinni: {code}',
    action: 'Þiggja boðið',
  },
};

export interface ManagerInvitationMailInput {
  to: string;
  name: string;
  locale: Locale;
  brandName: string;
  company: string;
  portal: string;
  code: string;
  actionUrl: string;
}

/** The code in groups of five, easier to read and type (dashes do not matter when it is entered). */
export const groupedCode = (code: string) => code.match(/.{1,5}/g)?.join('-') ?? code;

export function renderManagerInvitationMail(input: ManagerInvitationMailInput): MailMessage {
  const texts = TEXTS[input.locale];
  const fill = (value: string) =>
    value
      .replaceAll('{company}', input.company)
      .replaceAll('{portal}', input.portal)
      .replaceAll('{name}', input.name)
      .replaceAll('{code}', groupedCode(input.code));
  const { html, text } = renderLayout({
    brandName: input.brandName,
    locale: input.locale,
    preHeader: fill(texts.preHeader),
    header: fill(texts.header),
    paragraphs: [...texts.paragraphs.map(fill), fill(texts.code)],
    action: { label: texts.action, url: input.actionUrl },
  });
  return { to: input.to, subject: oneLine(fill(texts.subject)), html, text, locale: input.locale };
}
