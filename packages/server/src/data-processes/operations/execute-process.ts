import {
  IMPORT_TARGETS,
  planDataset,
  summarizePlan,
  validateRows,
  withRejections,
  type DataProcessDataset,
  type DatasetPlan,
  type DatasetSummary,
  type Viewer,
} from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import type { AfterMarketWrite } from '../../market-data/imports/after-write';
import {
  emptyMarketDataChange,
  isEmptyChange,
  type MarketDataChange,
} from '../../market-data/market-data-change';
import { todayIso } from '../../providers/provider';
import { DATASET_HANDLERS } from '../datasets/index';
import type { ImportConfig } from '../import-config';
import { findProcess, loadProcess } from './process-store';
import { readSources, type StepSource } from './read-sources';

export type ImportMode = 'dry-run' | 'run';

/** What a dry run would do, or what a run did (§3 Data process; issue 7 item 7). */
export interface ImportResult {
  processId: string;
  mode: ImportMode;
  /** True only for a run that wrote its changes. */
  applied: boolean;
  totals: { creates: number; updates: number; unchanged: number; rejected: number };
  datasets: DatasetSummary[];
  steps: {
    step: number;
    name: string | null;
    dataset: DataProcessDataset;
    rows: number;
    error: StepSource['error'];
  }[];
  /**
   * The market data the import changes (closes, rates, benchmark levels): per series the earliest
   * changed date. A dry run answers what a run would change.
   */
  change: MarketDataChange;
}

export interface ExecuteOptions {
  /** Runs inside a run's transaction, after its writes, when market data changed (revaluations). */
  afterWrite?: AfterMarketWrite;
}

/** Carries the result out of a transaction that must not commit. */
class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}

/**
 * Imports a data process's steps, in order, in ONE database transaction: each step's rows are
 * validated with the domain schemas, placed in the process's portal, diffed against what is stored
 * (the domain's plan) and applied, so a later step sees what an earlier one wrote. A dry run does
 * exactly the same and then rolls everything back, so its preview is what a run would do, sale
 * checks included, and nothing is written. A run commits only when no step failed and no row was
 * refused (all or nothing); it then writes an activity log record. A second run finds every row
 * already there and changes nothing (rows match on external ids, transactions on their fields).
 */
export async function executeProcess(
  db: Database,
  viewer: Viewer,
  id: string,
  mode: ImportMode,
  config: ImportConfig,
  options: ExecuteOptions = {},
): Promise<ImportResult> {
  const process = await loadProcess(db, viewer, id);
  const sources = await readSources(process.steps, config);
  const today = todayIso();
  try {
    return await db.transaction(async (tx) => {
      await findProcess(tx, viewer, id, true);
      const ctx = { viewer, portalId: process.portalId, today, change: emptyMarketDataChange() };
      const plans = new Map<DataProcessDataset, DatasetPlan>();
      for (const source of sources) {
        if (!source.records) continue;
        const step = process.steps[source.step]!;
        const target = IMPORT_TARGETS[step.dataset.target];
        const handler = DATASET_HANDLERS[step.dataset.target];
        const checked = validateRows(source.records, target, step.dataset.mapping, source.step);
        const placed = await handler.resolve(tx, ctx, checked.valid);
        const stored = await handler.stored(tx, ctx, placed.rows);
        let plan = planDataset(target, placed.rows, stored);
        plan = withRejections(plan, [...checked.errors, ...placed.errors]);
        plan = withRejections(plan, await handler.apply(tx, ctx, plan.rows));
        const before = plans.get(target.dataset);
        plans.set(
          target.dataset,
          before
            ? { ...before, rows: [...before.rows, ...plan.rows], errors: [...before.errors, ...plan.errors] }
            : plan,
        );
      }
      const datasets = [...plans.values()].map((plan) => summarizePlan(plan));
      const result: ImportResult = {
        processId: process.id,
        mode,
        applied: false,
        totals: {
          creates: sum(datasets, 'creates'),
          updates: sum(datasets, 'updates'),
          unchanged: sum(datasets, 'unchanged'),
          rejected: sum(datasets, 'rejected'),
        },
        datasets,
        steps: sources.map((source) => ({
          step: source.step,
          name: process.steps[source.step]!.name,
          dataset: process.steps[source.step]!.dataset.target,
          rows: source.records?.length ?? 0,
          error: source.error,
        })),
        change: ctx.change,
      };
      const failed = result.totals.rejected > 0 || sources.some((source) => source.error);
      if (mode === 'dry-run' || failed) throw new Rollback(result);
      await logActivity(tx, {
        portalId: process.portalId,
        userId: viewer.userId,
        type: 'save',
        collection: 'data-processes',
        entityId: process.id,
        info: { action: 'run', ...result.totals },
      });
      // The spot where revaluations are scheduled: on this transaction, so they commit with the data.
      if (options.afterWrite && !isEmptyChange(ctx.change)) await options.afterWrite(tx, ctx.change);
      return { ...result, applied: true };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

const sum = (datasets: DatasetSummary[], field: 'creates' | 'updates' | 'unchanged' | 'rejected') =>
  datasets.reduce((total, dataset) => total + dataset[field], 0);
