import { and, eq, sql } from 'drizzle-orm';
import {
  canMoveSubmission,
  isSubmissionStep,
  SUBMISSION_STEPS,
  type SubmissionStep,
  type Viewer,
  type WorkflowActor,
} from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import type { Database } from '../db/client';
import { forms, submissions, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { notFound } from '../http/route-parts';
import { visibleSubmissions } from './submission-scope';

/** The §4 refusal of a move the workflow does not allow (decision 30). */
export function refuseMove(from: string, to: string): AppError {
  return new AppError(409, 'step_not_allowed', 'errors.submission_step_not_allowed', { from, to });
}

/** Checks a move (throws 409 when refused) and returns the two steps, typed. */
export function checkMove(from: unknown, to: SubmissionStep, actor: WorkflowActor): SubmissionStep {
  const current: SubmissionStep = isSubmissionStep(from) ? from : SUBMISSION_STEPS[0];
  if (!canMoveSubmission(current, to, actor)) throw refuseMove(current, to);
  return current;
}

/**
 * The activity log's section for workflow moves: apart from 'submissions', whose entries are the
 * submission's own saves (created, updated), so a move reads as what it is, with its two steps.
 */
export const WORKFLOW_LOG = 'submission-workflow';

/** The activity log record of a move (§4: every move is logged). */
export function logMove(
  db: Database,
  entry: { portalId: string; userId: string; submissionId: string; from: string; to: string },
) {
  return logActivity(db, {
    portalId: entry.portalId,
    userId: entry.userId,
    type: 'save',
    collection: WORKFLOW_LOG,
    entityId: entry.submissionId,
    info: { action: 'step', from: entry.from, to: entry.to },
  });
}

/**
 * Moves a submission the viewer may see to `to` (§4 workflow): a company admin, or one of the
 * submission's owners (reviewers); anyone else who can see it (its submitter) is refused 403.
 * The row is locked for the check, so two reviewers cannot both move it from the same step.
 */
export async function moveSubmission(
  db: Database,
  viewer: Viewer,
  portalId: string,
  submissionId: string,
  to: SubmissionStep,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .select({ id: submissions.id, step: submissions.step, owners: submissions.owners })
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.parentId))
      .where(and(eq(submissions.id, submissionId), visibleSubmissions(viewer, portalId)))
      .for('update', { of: submissions })
      .limit(1);
    if (!row) throw notFound();
    const actor: WorkflowActor | null =
      viewer.role === 'admin' ? 'admin' : (row.owners ?? []).includes(viewer.userId) ? 'owner' : null;
    if (!actor) throw new AppError(403, 'forbidden', 'errors.forbidden');
    const from = checkMove(row.step, to, actor);
    const [actorRow] = await t.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
    await t
      .update(submissions)
      .set({ step: to, updatedAt: sql`now()`, updatedBy: viewer.userId, updatedName: actorRow?.name ?? null })
      .where(eq(submissions.id, submissionId));
    await logMove(t, { portalId, userId: viewer.userId, submissionId, from, to });
    return { id: submissionId, step: to };
  });
}
