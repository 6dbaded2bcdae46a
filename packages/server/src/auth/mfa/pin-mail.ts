import type { Locale } from '@portal/domain';
import type { MailMessage } from '../../mail/mailer';
import { renderLayout } from '../../mail/templates/layout';

interface PinTexts {
  subject: string;
  preHeader: string;
  header: string;
  paragraphs: string[];
}

/** The PIN mail in every interface language; {brand} and {pin} are filled in. */
const PIN_TEXTS: Record<Locale, PinTexts> = {
  en: {
    subject: 'Your {brand} sign-in code',
    preHeader: 'Your one-time code to finish signing in.',
    header: 'Your sign-in code: {pin}',
    paragraphs: [
      'Enter this six-digit code to finish signing in: {pin}',
      'The code is valid for 2 hours and can be used once. If you did not try to sign in, change your password: someone knows it.',
    ],
  },
  el: {
    subject: 'Ο κωδικός σύνδεσής σας στο {brand}',
    preHeader: 'Ο κωδικός μίας χρήσης για να ολοκληρώσετε τη σύνδεση.',
    header: 'Ο κωδικός σύνδεσής σας: {pin}',
    paragraphs: [
      'Πληκτρολογήστε αυτόν τον εξαψήφιο κωδικό για να ολοκληρώσετε τη σύνδεση: {pin}',
      'Ο κωδικός ισχύει για 2 ώρες και μπορεί να χρησιμοποιηθεί μία φορά. Αν δεν προσπαθήσατε να συνδεθείτε, αλλάξτε τον κωδικό πρόσβασής σας: κάποιος τον γνωρίζει.',
    ],
  },
  is: {
    subject: 'Innskráningarkóðinn þinn hjá {brand}',
    preHeader: 'Einnota kóði til að ljúka innskráningu.',
    header: 'Innskráningarkóðinn þinn: {pin}',
    paragraphs: [
      'Sláðu inn þennan sex stafa kóða til að ljúka innskráningu: {pin}',
      'Kóðinn gildir í 2 klukkustundir og aðeins einu sinni. Ef þú varst ekki að skrá þig inn skaltu breyta lykilorðinu þínu: einhver þekkir það.',
    ],
  },
};

/** The text message carrying a PIN: short, and without any link. */
const PIN_SMS: Record<Locale, string> = {
  en: '{pin} is your {brand} sign-in code. Valid for 2 hours.',
  el: '{pin} είναι ο κωδικός σύνδεσής σας στο {brand}. Ισχύει για 2 ώρες.',
  is: '{pin} er innskráningarkóðinn þinn hjá {brand}. Gildir í 2 klukkustundir.',
};

const filler = (brandName: string, pin: string) => (value: string) =>
  value.replaceAll('{brand}', brandName).replaceAll('{pin}', pin);

export function renderPinMail(input: {
  to: string;
  locale: Locale;
  brandName: string;
  pin: string;
}): MailMessage {
  const texts = PIN_TEXTS[input.locale];
  const fill = filler(input.brandName, input.pin);
  const { html, text } = renderLayout({
    brandName: input.brandName,
    locale: input.locale,
    preHeader: fill(texts.preHeader),
    header: fill(texts.header),
    paragraphs: texts.paragraphs.map(fill),
  });
  return { to: input.to, subject: fill(texts.subject), html, text, locale: input.locale };
}

export function renderPinSms(input: { locale: Locale; brandName: string; pin: string }): string {
  return filler(input.brandName, input.pin)(PIN_SMS[input.locale]);
}
