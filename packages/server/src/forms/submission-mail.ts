import { and, eq, inArray } from 'drizzle-orm';
import { submissionCsv, type Locale } from '@portal/domain';
import type { Database } from '../db/client';
import { portals, users } from '../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { renderLayout } from '../mail/templates/layout';
import { recipientLocale } from '../library/library-context';
import type { FormsDeps } from './forms-deps';
import type { FormRow } from './form-store';

interface Texts {
  autorespondSubject: string;
  autorespondHeader: string;
  csvSubject: string;
  csvHeader: string;
  csvParagraph: string;
  submittedAt: string;
  submittedBy: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    autorespondSubject: 'We have received your form: {form}',
    autorespondHeader: 'Thank you',
    csvSubject: 'New submission of {form}',
    csvHeader: 'A form has been submitted',
    csvParagraph: '{name} submitted {form} in {portal}. The answers are in the attached CSV file.',
    submittedAt: 'Submitted at',
    submittedBy: 'Submitted by',
  },
  el: {
    autorespondSubject: 'Λάβαμε τη φόρμα σας: {form}',
    autorespondHeader: 'Σας ευχαριστούμε',
    csvSubject: 'Νέα υποβολή της φόρμας {form}',
    csvHeader: 'Υποβλήθηκε μια φόρμα',
    csvParagraph:
      'Ο/Η {name} υπέβαλε τη φόρμα {form} στο {portal}. Οι απαντήσεις βρίσκονται στο συνημμένο αρχείο CSV.',
    submittedAt: 'Υποβλήθηκε στις',
    submittedBy: 'Υποβλήθηκε από',
  },
  is: {
    autorespondSubject: 'Við höfum móttekið eyðublaðið þitt: {form}',
    autorespondHeader: 'Takk fyrir',
    csvSubject: 'Ný innsending á {form}',
    csvHeader: 'Eyðublað hefur verið sent',
    csvParagraph: '{name} sendi {form} í {portal}. Svörin eru í meðfylgjandi CSV-skrá.',
    submittedAt: 'Sent',
    submittedBy: 'Sent af',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The autorespond body is the admin's rich text (stored sanitised); the mail layout takes plain
 * paragraphs and escapes them, so block ends become paragraph breaks and the tags go.
 */
export function richTextParagraphs(html: string): string[] {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface SubmissionMailInput {
  form: FormRow;
  data: Record<string, unknown>;
  submitter: { email: string; name: string; userLanguage: string | null };
  createdAt: Date;
}

/**
 * The mails of one submission: the autorespond to the submitter when the form asks for one, in
 * their language (subject and body are the form's, else a default); the CSV of the answers to each
 * recipient when sendCSV is on (§3). Built inside the transaction, sent after it.
 */
export async function submissionMails(
  db: Database,
  deps: FormsDeps,
  input: SubmissionMailInput,
): Promise<MailMessage[]> {
  const { form, submitter } = input;
  const [portal] = await db
    .select({ name: portals.name, language: portals.portalLanguage })
    .from(portals)
    .where(eq(portals.id, form.portalId));
  const portalLanguage = portal?.language ?? null;
  const brandName = deps.brand.displayName;
  const mails: MailMessage[] = [];
  const values = { form: form.name, name: submitter.name, portal: portal?.name ?? '' };

  if (form.autorespondEmail) {
    const locale = recipientLocale(deps.brand, submitter.userLanguage, portalLanguage);
    const words = TEXTS[locale];
    const subject = form.autorespondSubject?.trim() || fill(words.autorespondSubject, values);
    const body = richTextParagraphs(form.autorespondBody ?? '');
    const { html, text } = renderLayout({
      brandName,
      locale,
      preHeader: subject,
      header: words.autorespondHeader,
      paragraphs: body.length ? body : [form.endMessage?.trim() || 'Thanks! Your data has been sent.'],
    });
    mails.push({ to: submitter.email, subject, html, text, locale });
  }

  const recipients = [
    ...new Set((form.recipients ?? []).map((address) => address.trim().toLowerCase())),
  ].filter(Boolean);
  if (form.sendCsv && recipients.length) {
    const known = await db
      .select({ email: users.email, userLanguage: users.userLanguage })
      .from(users)
      .where(and(inArray(users.email, recipients), eq(users.active, true)));
    const languageOf = new Map(known.map((user) => [user.email.toLowerCase(), user.userLanguage]));
    for (const to of recipients) {
      const locale = recipientLocale(deps.brand, languageOf.get(to), portalLanguage);
      const words = TEXTS[locale];
      const csv = submissionCsv(
        form.steps,
        input.data,
        { at: input.createdAt.toISOString(), by: submitter.name },
        { at: words.submittedAt, by: words.submittedBy },
      );
      const subject = fill(words.csvSubject, values);
      const { html, text } = renderLayout({
        brandName,
        locale,
        preHeader: subject,
        header: words.csvHeader,
        paragraphs: [fill(words.csvParagraph, values)],
      });
      const filename = `${form.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'submission'}.csv`;
      mails.push({
        to,
        subject,
        html,
        text,
        locale,
        attachments: [{ filename, content: csv, contentType: 'text/csv; charset=utf-8' }],
      });
    }
  }
  return mails;
}
