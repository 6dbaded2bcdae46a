import type { SubmissionStep } from '@portal/domain';

/** i18n keys of the §4 workflow steps. */
export const STEP_KEYS: Record<SubmissionStep, string> = {
  'Under review': 'formsDesigner.workflow.underReview',
  Approved: 'formsDesigner.workflow.approved',
  Verified: 'formsDesigner.workflow.verified',
  Released: 'formsDesigner.workflow.released',
};

/** Chip colours: waiting, then progressively done. */
export const STEP_COLOURS: Record<SubmissionStep, 'default' | 'info' | 'primary' | 'success'> = {
  'Under review': 'default',
  Approved: 'info',
  Verified: 'primary',
  Released: 'success',
};
