import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forms, processes, submissions } from '../db/schema/index';
import type { Page } from '../http/paging';

/** A page of the portal's active processes whose form is active, by name, with their form; and their count. */
export async function pageOfProcesses(db: Database, portalId: string, page: Page) {
  const where = and(eq(processes.portalId, portalId), eq(processes.active, true), eq(forms.active, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: processes.id,
        name: processes.name,
        formId: forms.id,
        formName: forms.name,
        description: forms.description,
        processSingle: processes.single,
        formSingle: forms.single,
      })
      .from(processes)
      .innerJoin(forms, eq(forms.id, processes.formId))
      .where(where)
      .orderBy(asc(processes.name), asc(processes.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(processes)
      .innerJoin(forms, eq(forms.id, processes.formId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export interface LastSubmission {
  id: string;
  step: string;
  createdAt: Date;
}

/** A user's newest active submission of each of the forms, by form id (one query for a page). */
export async function lastSubmissions(
  db: Database,
  userId: string,
  formIds: string[],
): Promise<Map<string, LastSubmission>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([submissions.parentId], {
      formId: submissions.parentId,
      id: submissions.id,
      step: submissions.step,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        inArray(submissions.parentId, formIds),
        eq(submissions.createdBy, userId),
        eq(submissions.active, true),
      ),
    )
    .orderBy(submissions.parentId, desc(submissions.createdAt));
  return new Map(rows.map(({ formId, ...rest }) => [formId, rest]));
}
