import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  dataStepDatasetSchema,
  type DataProcessMethod,
  type DataStepDataset,
  type Viewer,
} from '@portal/domain';
import { companyPortals } from '../../admin/scope';
import type { Database } from '../../db/client';
import { dataProcessSteps, dataProcesses } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';

/** A data process as the designer edits it: its name and its active steps in order. */
export interface ProcessView {
  id: string;
  portalId: string;
  name: string;
  updatedAt: string | null;
  steps: StepView[];
}

export interface StepView {
  id: string;
  name: string | null;
  getFromApi: boolean;
  method: DataProcessMethod;
  location: string | null;
  dataset: DataStepDataset;
  order: number;
}

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/**
 * The process row when it belongs to a portal of the admin's company and is active; 404 otherwise
 * (another company's process is not told apart from a missing one, ASVS 8.4.1). `lock` takes a row
 * lock so two saves or runs of one process go one after the other.
 */
export async function findProcess(db: Database, viewer: Viewer, id: string, lock = false) {
  if (!isUuid(id) || !viewer.organisationId) throw notFound();
  const query = db
    .select({
      id: dataProcesses.id,
      portalId: dataProcesses.portalId,
      name: dataProcesses.name,
      updatedAt: dataProcesses.updatedAt,
    })
    .from(dataProcesses)
    .where(
      and(
        eq(dataProcesses.id, id),
        eq(dataProcesses.active, true),
        inArray(dataProcesses.portalId, companyPortals(db, viewer.organisationId)),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A stored dataset read leniently: a step saved elsewhere (the admin grid) may hold anything. */
function datasetOf(value: unknown): DataStepDataset {
  const parsed = dataStepDatasetSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { target: 'transactions', format: 'csv', mapping: {} };
}

/** The process with its active steps in order (one query for the steps). */
export async function loadProcess(db: Database, viewer: Viewer, id: string): Promise<ProcessView> {
  const process = await findProcess(db, viewer, id);
  const steps = await db
    .select()
    .from(dataProcessSteps)
    .where(and(eq(dataProcessSteps.parentId, process.id), eq(dataProcessSteps.active, true)))
    .orderBy(asc(dataProcessSteps.order), asc(dataProcessSteps.createdAt));
  return {
    id: process.id,
    portalId: process.portalId,
    name: process.name,
    updatedAt: process.updatedAt?.toISOString() ?? null,
    steps: steps.map((step) => ({
      id: step.id,
      name: step.name,
      getFromApi: step.getFromApi,
      method: step.method === 'POST' ? 'POST' : 'GET',
      location: step.location,
      dataset: datasetOf(step.dataset),
      order: step.order,
    })),
  };
}
