import type { GrowthSeries } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, portfolios } from '../db/schema/index';
import { batchInputsReader } from './batch-inputs';
import { refreshAccountFigures } from './account-figures';
import { sharedValueReads } from '../portfolios/operations/portfolio-values';
import {
  firstDayToValue,
  keptPointsOf,
  revaluePortfolio,
  type AccountFiguresStep,
  type SharedReads,
} from './revalue-portfolio';
import { anchorDaysOf } from './series-growth';
import {
  valueInMemory,
  writeValued,
  type KeptDays,
  type LockedMember,
  type ValuedPortfolio,
} from './value-together';

export interface BatchOutcome {
  /** Portfolios valued through `today` (or that needed nothing): their marks are cleared. */
  done: number;
  /** Portfolios whose revaluation threw: their marks stay (rolled back), for a retry or the sweep. */
  failed: { portfolioId: string; error: string }[];
}

/**
 * Re-values several portfolios in one database transaction: locks the rows free now (in id order,
 * skipping those an edit holds, so the batch never waits on one and never deadlocks with it), reads
 * their inputs together (batch-inputs.ts), values each in memory with those reads and writes them
 * all a statement per kind (value-together.ts: a portfolio whose valuation throws is left marked).
 * A series valued whole, an inactive row, or every member when those writes fail, goes through
 * revaluePortfolio in a savepoint of its own: one portfolio's failure rolls back only its own work.
 * The rows stay locked to the end, so an edit during the batch waits and marks again after it, as
 * with one revaluation. The accounts of the portfolios valued get their change columns recomputed
 * together at the end.
 * Portfolios that were locked elsewhere are valued one by one afterwards (revaluePortfolio waits).
 * With `perTransaction`, the same in several transactions of whole accounts, one after another.
 */
export async function revalueBatch(
  db: Database,
  ids: readonly string[],
  today: string,
  options: BatchOptions = {},
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { done: 0, failed: [] };
  const groups = options.perTransaction ? await accountGroups(db, ids, options.perTransaction) : [ids];
  for (const [index, group] of groups.entries()) {
    // Whatever queued meanwhile (a request's next query, a new request) goes before the next group.
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    await revalueTogether(db, group, today, outcome);
  }
  return outcome;
}

/** Portfolios a clock batch values per transaction on PGlite: some 40 ms of work each on a quiet core. */
export const PGLITE_PORTFOLIOS_PER_TRANSACTION = 4;

export interface BatchOptions {
  /**
   * Portfolios valued per transaction, whole accounts together (an account with more is one
   * transaction of its own); all of them in one when unset. On PGlite every other query waits
   * for a transaction to end (one session), so the clock's batches there are cut small: a request
   * waits for one group, not for a batch of twenty portfolios (decision 107).
   */
  perTransaction?: number;
}

/** The batch's portfolios in groups of whole accounts, about `size` portfolios each, in id order. */
async function accountGroups(db: Database, ids: readonly string[], size: number): Promise<string[][]> {
  const rows = await db
    .select({ id: portfolios.id, accountId: portfolios.accountId })
    .from(portfolios)
    .where(inArray(portfolios.id, [...ids]))
    .orderBy(portfolios.accountId, portfolios.id);
  const byAccount = new Map<string, string[]>();
  for (const { id, accountId } of rows) byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), id]);
  const groups: string[][] = [];
  for (const members of byAccount.values()) {
    const last = groups.at(-1);
    if (last && last.length + members.length <= size) last.push(...members);
    else groups.push([...members]);
  }
  // Ids the table no longer has still go through (revaluePortfolio finds nothing to do).
  const known = new Set(rows.map((row) => row.id));
  const gone = ids.filter((id) => !known.has(id));
  if (gone.length > 0) groups.push(gone);
  return groups.map((group) => group.sort());
}

/** One transaction of revalueBatch (see there): its portfolios locked, read together and valued. */
async function revalueTogether(
  db: Database,
  ids: readonly string[],
  today: string,
  outcome: BatchOutcome,
): Promise<void> {
  const attempt = async (tx: Database, id: string, shared?: SharedReads) => {
    try {
      await revaluePortfolio(tx, id, today, shared);
      outcome.done++;
    } catch (error) {
      outcome.failed.push({ portfolioId: id, error: messageOf(error) });
    }
  };
  const locked = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: portfolios.id,
        portalId: portfolios.portalId,
        accountId: portfolios.accountId,
        currency: portfolios.currency,
        active: portfolios.active,
        revalueFrom: portfolios.revalueFrom,
        valuedThrough: portfolios.valuedThrough,
        accountCurrency: accounts.currency,
      })
      .from(portfolios)
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(inArray(portfolios.id, [...ids]))
      .orderBy(portfolios.id)
      .for('update', { of: portfolios, skipLocked: true });
    const members: LockedMember[] = [];
    for (const row of rows) {
      const from = row.active ? firstDayToValue(row.revalueFrom, row.valuedThrough, today) : null;
      // A whole series (the pipeline's first meeting) reads every close: left to its own reads.
      if (!from || from.whole) continue;
      const base = row.currency ?? 'GBP';
      const accountCurrency =
        row.accountCurrency && row.accountCurrency !== base ? row.accountCurrency : null;
      members.push({
        id: row.id,
        portalId: row.portalId,
        accountId: row.accountId,
        base,
        accountCurrency,
        from: from.date,
        currency: row.currency,
      });
    }
    const read = await batchInputsReader(tx, members, today);
    // The stored days before each one's first day and the cached values' holdings and rates of the
    // day, read once for all (the period figures and refreshValues would read them one by one).
    const kept = await keptDaysOf(tx, members, today);
    const values = await sharedValueReads(
      tx,
      members.map((m) => ({ id: m.id, currency: m.currency })),
      today,
    );
    // The accounts' change columns are recomputed once at the end, for all of them together, with
    // the series the revaluations had in hand (the others' days read together); a revaluation that
    // failed or found nothing to do names no account.
    const accountIds = new Set<string>();
    const known = new Map<string, GrowthSeries>();
    const deferred: AccountFiguresStep = async (_tx, valued) => {
      accountIds.add(valued.accountId);
      known.set(valued.portfolioId, valued.series);
    };
    const wholeKept = new Map([...kept].filter(([, days]) => days.whole));
    const shared: SharedReads = { inputs: read, accountFigures: deferred, kept: wholeKept, values };
    // The members valued in memory and written a statement per kind for all; the others (and all
    // of them if those writes fail) one by one, each in a savepoint of its own.
    const together = await valueAndWriteTogether(tx, members, { inputs: read, kept, values }, today, rows);
    if (together) {
      outcome.done += together.done.length;
      outcome.failed.push(...together.failed);
      for (const valued of together.done) {
        accountIds.add(valued.accountId);
        known.set(valued.series.id, valued.growth);
      }
    }
    const settled = new Set([
      ...(together?.done.map((v) => v.series.id) ?? []),
      ...(together?.failed.map((f) => f.portfolioId) ?? []),
    ]);
    for (const row of rows) if (!settled.has(row.id)) await attempt(tx, row.id, shared);
    await refreshAccountFigures(tx, [...accountIds], today, known);
    return new Set(rows.map((row) => row.id));
  });
  for (const id of ids) if (!locked.has(id)) await attempt(db, id);
}

/**
 * The batch's members valued in memory (valueInMemory) and written together (writeValued) in one
 * savepoint: a portfolio whose valuation throws is reported failed and left marked, as its own
 * savepoint did before. If a write fails, the savepoint is rolled back and null returned: the
 * caller then values every portfolio one by one, so that only the failing one's work is lost.
 * Members a shared read does not cover are in neither list (valued one by one).
 */
async function valueAndWriteTogether(
  tx: Database,
  members: readonly LockedMember[],
  reads: Parameters<typeof valueInMemory>[2],
  today: string,
  rows: readonly { accountId: string; accountCurrency: string | null }[],
): Promise<{ done: ValuedPortfolio[]; failed: BatchOutcome['failed'] } | null> {
  const accountCurrencies = new Map(rows.map((row) => [row.accountId, row.accountCurrency]));
  try {
    return await tx.transaction(async (savepoint) => {
      const done: ValuedPortfolio[] = [];
      const failed: BatchOutcome['failed'] = [];
      for (const member of members) {
        try {
          const valued = await valueInMemory(savepoint, member, reads, today);
          if (valued) done.push(valued);
        } catch (error) {
          failed.push({ portfolioId: member.id, error: messageOf(error) });
        }
      }
      await writeValued(savepoint, done, accountCurrencies, reads.values.rates, today);
      return { done, failed };
    });
  } catch {
    return null;
  }
}

/**
 * The stored days before each member's first day that its figures read (anchorDaysOf): a few rows
 * each instead of its whole series. A member with a day stored without growths (before decision
 * 115) has its whole kept series read instead, whose growths its valuation then stores.
 */
async function keptDaysOf(
  tx: Database,
  members: readonly LockedMember[],
  today: string,
): Promise<Map<string, KeptDays>> {
  const anchors = await anchorDaysOf(tx, members, today);
  const stale = members.filter((m) => anchors.get(m.id)!.some((day) => day.growth === null));
  const whole = await keptPointsOf(tx, stale);
  return new Map(
    members.map((m) => {
      const all = whole.get(m.id);
      return [
        m.id,
        all ? { ...all, whole: true } : { from: m.from, points: anchors.get(m.id)!, whole: false },
      ];
    }),
  );
}

/** The database's own words when a query failed (Drizzle wraps them with the SQL text), cut short. */
function messageOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const reason = cause instanceof Error ? cause : error;
  return reason instanceof Error ? reason.message.slice(0, 200) : 'failed';
}
