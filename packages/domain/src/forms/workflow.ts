import { SUBMISSION_STEPS, type SubmissionStep } from '../enums/content';

/**
 * The submission workflow (§4: Under review → Approved → Verified → Released, in that order; the
 * spec does not say which moves are allowed, decision 30 does):
 * - forward one step at a time, by a company admin or one of the submission's owners (reviewers);
 * - back one step, by a company admin only, to correct a mistake, except from Released: once
 *   released, a submission's outcome has been acted on and stays.
 * Investors never move a submission.
 */

export type WorkflowActor = 'admin' | 'owner';

export function isSubmissionStep(value: unknown): value is SubmissionStep {
  return typeof value === 'string' && (SUBMISSION_STEPS as readonly string[]).includes(value);
}

/** The steps a submission at `from` may move to, for this actor, forward first. */
export function allowedMoves(from: SubmissionStep, actor: WorkflowActor): SubmissionStep[] {
  const index = SUBMISSION_STEPS.indexOf(from);
  const moves: SubmissionStep[] = [];
  const next = SUBMISSION_STEPS[index + 1];
  if (next) moves.push(next);
  const previous = SUBMISSION_STEPS[index - 1];
  if (actor === 'admin' && previous && from !== 'Released') moves.push(previous);
  return moves;
}

/** May this actor move a submission from `from` to `to`? */
export function canMoveSubmission(from: SubmissionStep, to: SubmissionStep, actor: WorkflowActor): boolean {
  return allowedMoves(from, actor).includes(to);
}

/** The first step of every submission. */
export const FIRST_SUBMISSION_STEP: SubmissionStep = SUBMISSION_STEPS[0];
