import { and, asc, eq, sql } from 'drizzle-orm';
import {
  FIRST_SUBMISSION_STEP,
  submissionData,
  submissionSchema,
  valueFieldsOf,
  type Viewer,
} from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import { parseOrThrow } from '../http/validation';
import type { Database } from '../db/client';
import { accountOwners, accounts, submissions, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import type { MailMessage } from '../mail/mailer';
import type { FormsDeps } from './forms-deps';
import type { FormRow } from './form-store';
import { submissionMails } from './submission-mail';

export const alreadySubmitted = () => new AppError(409, 'already_submitted', 'errors.form_already_submitted');

/** The viewer's newest active submission of a form, if any. */
export async function ownSubmission(db: Database, viewer: Viewer, formId: string) {
  const [row] = await db
    .select({ id: submissions.id, step: submissions.step, createdAt: submissions.createdAt })
    .from(submissions)
    .where(
      and(
        eq(submissions.parentId, formId),
        eq(submissions.createdBy, viewer.userId),
        eq(submissions.active, true),
      ),
    )
    .orderBy(sql`${submissions.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The reviewers of a new submission (§3 owners): the advisors of the submitter's account in the
 * portal (an investor's; staff have none) and the form's owner (its owner, else its creator).
 */
async function reviewersOf(db: Database, viewer: Viewer, form: FormRow) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, form.portalId),
        eq(accounts.clientUserId, viewer.userId),
        eq(accounts.active, true),
      ),
    )
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(1);
  const advisors = account
    ? await db
        .select({ id: accountOwners.userId })
        .from(accountOwners)
        .where(and(eq(accountOwners.accountId, account.id), eq(accountOwners.active, true)))
    : [];
  const owner = form.ownerId ?? form.createdBy;
  const owners = [...new Set([...advisors.map((row) => row.id), ...(owner ? [owner] : [])])].filter(
    (id) => id !== viewer.userId,
  );
  return { accountId: account?.id ?? null, owners };
}

export interface SubmitInput {
  form: FormRow;
  /** The process the form was run from (logged), if any. */
  processId: string | null;
  /** §3 single: the form (or the process running it) takes one submission per user. */
  single: boolean;
  data: Record<string, unknown>;
}

/**
 * Stores a submission (§2 wizard's Submit): the data checked against the form's definition for the
 * viewer (400 with each field's §5 message), at most one per user for a single form or process
 * (409), at 'Under review', with its reviewers, the submitter's organisation and an activity log
 * entry, all in one transaction. Returns the new id and the mails to send once committed.
 */
export async function submitForm(
  deps: FormsDeps,
  viewer: Viewer,
  input: SubmitInput,
): Promise<{ id: string; createdAt: Date; mails: MailMessage[] }> {
  const { form } = input;
  const audience = { admin: viewer.role === 'admin' };
  if (valueFieldsOf(form.steps).length === 0)
    throw new AppError(409, 'form_not_ready', 'errors.form_not_ready');
  const parsed = parseOrThrow(submissionSchema(form.steps, audience), input.data);
  const data = submissionData(form.steps, audience, parsed);

  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (input.single) {
      // Two tabs submitting at once queue here, so the second one sees the first's row.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${form.id}:${viewer.userId}`}))`);
      if (await ownSubmission(db, viewer, form.id)) throw alreadySubmitted();
    }
    const [submitter] = await db
      .select({ email: users.email, name: users.name, userLanguage: users.userLanguage })
      .from(users)
      .where(eq(users.id, viewer.userId));
    const { accountId, owners } = await reviewersOf(db, viewer, form);
    const [row] = await db
      .insert(submissions)
      .values({
        portalId: form.portalId,
        parentId: form.id,
        accountId,
        createdBy: viewer.userId,
        createdName: submitter?.name ?? viewer.email,
        createdOrganisationId: viewer.organisationId,
        owners,
        step: FIRST_SUBMISSION_STEP,
        data,
        autorespond: form.autorespondEmail,
      })
      .returning({ id: submissions.id, createdAt: submissions.createdAt });
    await logActivity(db, {
      portalId: form.portalId,
      userId: viewer.userId,
      type: 'save',
      collection: 'submissions',
      entityId: row!.id,
      info: { action: 'submit', formId: form.id, processId: input.processId },
    });
    const mails = await submissionMails(db, deps, {
      form,
      data,
      submitter: {
        email: submitter?.email ?? viewer.email,
        name: submitter?.name ?? viewer.email,
        userLanguage: submitter?.userLanguage ?? null,
      },
      createdAt: row!.createdAt,
    });
    return { id: row!.id, createdAt: row!.createdAt, mails };
  });
}
