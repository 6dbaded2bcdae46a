import { eq } from 'drizzle-orm';
import {
  FIRST_SUBMISSION_STEP,
  translateMessage,
  valueFieldsOf,
  type BrandConfig,
  type PublishedPage,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { portals, submissions } from '../../db/schema/index';
import { findForm, type FormRow } from '../../forms/form-store';
import { recipientLocale } from '../../library/library-context';
import type { MailMessage } from '../../mail/mailer';
import { renderLayout } from '../../mail/templates/layout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The form a published page of type Form runs: the form whose id the page's link target holds
 * (the admin's Page › link target), when it is active, of the site's portal and has fields. Forms
 * have no Publish of their own (the admin policy refuses it): publishing the Form page publishes
 * the form on the site, and unpublishing or hiding the page takes it down.
 */
export async function formOfPage(
  db: Database,
  portalId: string,
  page: PublishedPage,
): Promise<FormRow | null> {
  const id = page.linkTarget?.trim() ?? '';
  if (page.type !== 'Form' || !UUID.test(id)) return null;
  const form = await findForm(db, id, portalId);
  return form && valueFieldsOf(form.steps).length > 0 ? form : null;
}

/** The name a guest submission is listed under (§3 created.name): the form's name field, else 'Website visitor'. */
function submitterName(data: Record<string, unknown>, fallback: string): string {
  for (const key of ['name', 'fullName', 'full_name'])
    if (typeof data[key] === 'string' && (data[key] as string).trim() !== '')
      return (data[key] as string).trim().slice(0, 200);
  return fallback;
}

export interface StoredContact {
  id: string;
  /** The mail to the portal's contact address, to send once committed; null when it has none. */
  mail: MailMessage | null;
}

/**
 * Stores a visitor's contact form as a submission of the form (no user: created_by empty, the
 * visitor's name as created_name), at the first workflow step with the form's owner as reviewer,
 * where company admins see it in the back office (Forms › the form › submissions). Builds the mail
 * of the answers to the portal's configured address (§3 Portal.email), in the portal's language.
 */
export async function storeContact(
  db: Database,
  brand: BrandConfig,
  form: FormRow,
  data: Record<string, unknown>,
): Promise<StoredContact> {
  const [portal] = await db
    .select({ name: portals.name, email: portals.email, language: portals.portalLanguage })
    .from(portals)
    .where(eq(portals.id, form.portalId));
  const locale = recipientLocale(brand, null, portal?.language);
  const name = submitterName(data, translateMessage('publicSite.contact_visitor', locale));
  const owner = form.ownerId ?? form.createdBy;
  const [row] = await db
    .insert(submissions)
    .values({
      portalId: form.portalId,
      parentId: form.id,
      createdName: name,
      owners: owner ? [owner] : [],
      step: FIRST_SUBMISSION_STEP,
      data,
      autorespond: false,
    })
    .returning({ id: submissions.id, createdAt: submissions.createdAt });
  const to = portal?.email?.trim();
  if (!to) return { id: row!.id, mail: null };
  const subject = translateMessage('publicSite.contact_mail_subject', locale, { form: form.name });
  const answers = valueFieldsOf(form.steps)
    .filter((field) => data[field.name] !== undefined && data[field.name] !== null)
    .map((field) => `${field.label || field.name}: ${answerText(data[field.name])}`);
  const { html, text } = renderLayout({
    brandName: portal?.name ?? brand.displayName,
    locale,
    preHeader: subject,
    header: translateMessage('publicSite.contact_mail_header', locale),
    paragraphs: [...answers, translateMessage('publicSite.contact_mail_review', locale, { form: form.name })],
  });
  return { id: row!.id, mail: { to, subject, html, text, locale } };
}

function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}
