import type { Locale } from '@portal/domain';
import type { MailMessage } from '../mail/mailer';
import { renderLayout } from '../mail/templates/layout';

interface InviteTexts {
  subject: string;
  preHeader: string;
  header: string;
  paragraphs: string[];
  action: string;
}

/** The invitation in each interface language; {brand} and {portal} are filled in. */
const TEXTS: Record<Locale, InviteTexts> = {
  en: {
    subject: 'You are invited to {portal} on {brand}',
    preHeader: 'Your adviser has opened an account for you.',
    header: 'You are invited',
    paragraphs: [
      'Your adviser has invited you to see your investments in {portal}. Create your sign-in with the link below.',
      'The link is valid for 7 days and can be used once.',
    ],
    action: 'Accept the invitation',
  },
  el: {
    subject: 'Πρόσκληση στο {portal} του {brand}',
    preHeader: 'Ο σύμβουλός σας άνοιξε λογαριασμό για εσάς.',
    header: 'Έχετε προσκληθεί',
    paragraphs: [
      'Ο σύμβουλός σας σας προσκάλεσε να βλέπετε τις επενδύσεις σας στο {portal}. Δημιουργήστε τα στοιχεία σύνδεσής σας με τον παρακάτω σύνδεσμο.',
      'Ο σύνδεσμος ισχύει για 7 ημέρες και μπορεί να χρησιμοποιηθεί μία φορά.',
    ],
    action: 'Αποδοχή πρόσκλησης',
  },
  is: {
    subject: 'Þér er boðið í {portal} hjá {brand}',
    preHeader: 'Ráðgjafinn þinn hefur stofnað reikning fyrir þig.',
    header: 'Þér er boðið',
    paragraphs: [
      'Ráðgjafinn þinn hefur boðið þér að skoða fjárfestingar þínar í {portal}. Stofnaðu innskráninguna þína með hlekknum hér fyrir neðan.',
      'Hlekkurinn gildir í 7 daga og aðeins einu sinni.',
    ],
    action: 'Þiggja boðið',
  },
};

export interface InvitationMailInput {
  to: string;
  locale: Locale;
  brandName: string;
  portalName: string;
  /** The professional's own words, shown as plain text (escaped by the layout). */
  note?: string | undefined;
  actionUrl: string;
}

export function renderInvitationMail(input: InvitationMailInput): MailMessage {
  const texts = TEXTS[input.locale];
  const fill = (value: string) =>
    value.replaceAll('{brand}', input.brandName).replaceAll('{portal}', input.portalName);
  const note = input.note?.trim();
  const { html, text } = renderLayout({
    brandName: input.brandName,
    locale: input.locale,
    preHeader: fill(texts.preHeader),
    header: fill(texts.header),
    paragraphs: [...(note ? [note] : []), ...texts.paragraphs.map(fill)],
    action: { label: texts.action, url: input.actionUrl },
  });
  return { to: input.to, subject: fill(texts.subject), html, text, locale: input.locale };
}
