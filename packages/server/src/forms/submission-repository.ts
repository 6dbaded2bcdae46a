import { and, count, desc, eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import { forms, submissions } from '../db/schema/index';
import type { Page } from '../http/paging';
import { visibleSubmissions } from './submission-scope';

const columns = {
  id: submissions.id,
  formId: submissions.parentId,
  formName: forms.name,
  step: submissions.step,
  createdAt: submissions.createdAt,
  createdName: submissions.createdName,
  owners: submissions.owners,
};

/** A page of the portal's submissions the viewer may see (of one form when given), newest first, and their count. */
export async function pageOfVisibleSubmissions(
  db: Database,
  viewer: Viewer,
  portalId: string,
  filter: { formId?: string | undefined },
  page: Page,
) {
  const where = and(
    visibleSubmissions(viewer, portalId),
    filter.formId ? eq(submissions.parentId, filter.formId) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.parentId))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.parentId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One submission the viewer may see, with its answers and its form's stored steps; null otherwise. */
export async function findVisibleSubmission(
  db: Database,
  viewer: Viewer,
  portalId: string,
  submissionId: string,
) {
  const [row] = await db
    .select({ ...columns, data: submissions.data, steps: forms.steps })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.parentId))
    .where(and(eq(submissions.id, submissionId), visibleSubmissions(viewer, portalId)))
    .limit(1);
  return row ?? null;
}
