import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forms, processes } from '../db/schema/index';
import { isUuid } from '../http/paging';

/**
 * A process's row with its form, if both are active and in the portal: what the portal's KYC
 * screen offers every member, and what a message may be tied to (§3 Message.process).
 */
export async function findActiveProcess(db: Database, portalId: string, processId: string) {
  if (!isUuid(portalId) || !isUuid(processId)) return null;
  const [row] = await db
    .select({ id: processes.id, name: processes.name, single: processes.single, formId: processes.formId })
    .from(processes)
    .innerJoin(forms, and(eq(forms.id, processes.formId), eq(forms.active, true)))
    .where(and(eq(processes.id, processId), eq(processes.portalId, portalId), eq(processes.active, true)))
    .limit(1);
  return row?.formId ? { ...row, formId: row.formId } : null;
}
