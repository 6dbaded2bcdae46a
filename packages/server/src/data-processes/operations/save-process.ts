import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DataProcessDefinition, Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { dataProcessSteps, dataProcesses } from '../../db/schema/index';
import { findProcess, loadProcess, type ProcessView } from './process-store';

/**
 * Saves the designer's whole process in one transaction: the name, the steps in the order given
 * (order = position), new steps added, steps left out soft-deleted (§4: deleting sets active
 * false), and an activity log record (§7: a record after every save). A step id that is not one of
 * this process's steps is treated as a new step, so ids of other processes cannot be written to.
 */
export async function saveProcess(
  db: Database,
  viewer: Viewer,
  id: string,
  definition: DataProcessDefinition,
): Promise<ProcessView> {
  await db.transaction(async (tx) => {
    const process = await findProcess(tx, viewer, id, true);
    const now = new Date();
    await tx
      .update(dataProcesses)
      .set({ name: definition.name, updatedAt: now, updatedBy: viewer.userId })
      .where(eq(dataProcesses.id, process.id));
    const existing = await tx
      .select({ id: dataProcessSteps.id })
      .from(dataProcessSteps)
      .where(and(eq(dataProcessSteps.parentId, process.id), eq(dataProcessSteps.active, true)));
    const own = new Set(existing.map((step) => step.id));
    const kept: string[] = [];
    for (const [order, step] of definition.steps.entries()) {
      const values = {
        name: step.name ?? null,
        getFromApi: step.getFromApi,
        method: step.method,
        location: step.location ?? null,
        dataset: step.dataset,
        order,
      };
      if (step.id && own.has(step.id)) {
        kept.push(step.id);
        await tx
          .update(dataProcessSteps)
          .set({ ...values, updatedAt: now, updatedBy: viewer.userId })
          .where(eq(dataProcessSteps.id, step.id));
      } else {
        const [created] = await tx
          .insert(dataProcessSteps)
          .values({ ...values, portalId: process.portalId, parentId: process.id, createdBy: viewer.userId })
          .returning({ id: dataProcessSteps.id });
        kept.push(created!.id);
      }
    }
    const removed = [...own].filter((stepId) => !kept.includes(stepId));
    if (removed.length > 0) {
      await tx
        .update(dataProcessSteps)
        .set({ active: false, updatedAt: now, updatedBy: viewer.userId })
        .where(
          and(
            eq(dataProcessSteps.parentId, process.id),
            inArray(dataProcessSteps.id, removed),
            kept.length ? notInArray(dataProcessSteps.id, kept) : undefined,
          ),
        );
    }
    await logActivity(tx, {
      portalId: process.portalId,
      userId: viewer.userId,
      type: 'save',
      collection: 'data-processes',
      entityId: process.id,
      info: { steps: definition.steps.length, removed: removed.length },
    });
  });
  return loadProcess(db, viewer, id);
}
