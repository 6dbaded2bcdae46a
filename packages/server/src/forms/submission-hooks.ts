import { isSubmissionStep } from '@portal/domain';
import type { CollectionHooks } from '../admin/hooks';
import { checkMove, logMove } from './move-submission';

/**
 * The admin drawer's step select on a submission (/admin/forms/{id} drilldown) follows the same
 * workflow as the reviewers' move (§4, decision 30): one step forward, or one back from before
 * Released; anything else is the 409 with the workflow's message. Each move is logged as such.
 */
export const submissionHooks: CollectionHooks = {
  async beforeWrite(_ctx, { values, previous }) {
    if (!previous || values.step === undefined || values.step === previous.step) return;
    if (isSubmissionStep(values.step)) checkMove(previous.step, values.step, 'admin');
  },
  async afterWrite(ctx, { id, values, previous, portalId }) {
    if (!previous || !portalId || values.step === undefined || values.step === previous.step) return;
    await logMove(ctx.db, {
      portalId,
      userId: ctx.viewer.userId,
      submissionId: id,
      from: String(previous.step),
      to: String(values.step),
    });
  },
};
