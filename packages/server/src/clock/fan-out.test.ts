import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { jobProgress, portfolios } from '../db/schema/index';
import { startJobEngine, type JobEngine } from '../jobs/job-engine';
import { QUEUES } from '../jobs/queues';
import { rowsOf } from '../providers/database/market';
import { createAccessWorld } from '../testing/fixtures';
import { addPortfolioWorld } from '../testing/portfolio-fixtures';
import { workRevaluations } from '../valuations/revaluation-jobs';
import { workClock } from './clock-jobs';

const DAY = '2025-06-06'; // a Friday; the fixture's last closes are dated Sunday 1 June
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A failing batch fails at once here (production retries it twice). */
const queues = QUEUES.map((queue) => (queue.name === 'revalue-batch' ? { ...queue, retryLimit: 0 } : queue));
const config = {
  marketData: {
    source: 'demo' as const,
    url: undefined,
    key: undefined,
    timeoutMs: 2000,
    retries: 0,
    dailyBudget: 100,
  },
  clock: { schedule: 'off', timezone: 'Europe/London', catchUp: false },
};

/**
 * The clock's fan-out: bigben queues the day's revaluations as batches (two portfolios each here, an account's together)
 * that two job engines (two processes, as `npm run worker` beside the web) share, and is left
 * running; the last batch to end completes it (no process waits or polls), its progress counting
 * the portfolios valued for the day; a portfolio whose
 * revaluation fails is named, and only it stays unvalued. "Exactly once" is counted by the database:
 * a trigger logs every revaluation that clears a portfolio's mark for the day.
 */
describe('the clock’s revaluations fanned out as batch jobs', () => {
  let database: TestDatabase;
  let first: JobEngine;
  let second: JobEngine;
  let refused: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The investor's GIA (it has transactions, so its revaluation writes points) is refused.
    refused = (await addPortfolioWorld(database.db, await createAccessWorld(database.db))).gia;
    const db = database.db;
    await database.exec(`
      create table revaluation_log (portfolio_id uuid not null);
      create function log_revaluation() returns trigger language plpgsql as $$
      begin
        insert into revaluation_log values (new.id);
        return new;
      end $$;
      create trigger log_revaluation after update on portfolios for each row
        when (old.revalue_from is not null and new.revalue_from is null and new.valued_through = '${DAY}')
        execute function log_revaluation();
      create function refuse_one() returns trigger language plpgsql as $$
      begin
        if new.portfolio_id = '${refused}' then raise exception 'refused by the test'; end if;
        return new;
      end $$;
      create trigger refuse_one before insert on portfolio_valuations for each row execute function refuse_one();`);
    first = await startJobEngine(database, {
      logger: quiet,
      work: true,
      pollingIntervalSeconds: 0.5,
      queues,
    });
    second = await startJobEngine(database, {
      logger: quiet,
      work: true,
      pollingIntervalSeconds: 0.5,
      queues,
    });
    await workRevaluations(first, db, () => DAY);
    await workRevaluations(second, db, () => DAY, { batchConcurrency: 2 });
    await workClock(first, db, config, () => DAY, { batchSize: 2 });
  });
  afterAll(async () => {
    await second?.stop({ timeoutMs: 1000 });
    await first?.stop({ timeoutMs: 1000 });
    await database?.drop();
  });

  it('values every portfolio once for the day, ends after its batches and names the one that failed', async () => {
    const db = database.db;
    const active = (
      await db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.active, true))
    ).map((row) => row.id);
    expect(active.length).toBeGreaterThan(4);

    const started = await first.startManual('bigben');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await first.find(started!.id);
      if (job?.state === 'completed' || job?.state === 'failed') {
        expect(job.state).toBe('completed');
        break;
      }
      if (Date.now() > deadline) throw new Error('the clock did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Its batches: every marked portfolio in exactly one, two at most each, all ended.
    const batches = await rowsOf<{ state: string; ids: string[]; error: string | null }>(
      db,
      sql`select state, array(select jsonb_array_elements_text(data->'portfolioIds')) as ids,
                 output->>'message' as error
            from pgboss.job where name = 'revalue-batch' and data->>'run' = ${started!.id}`,
    );
    const batched = batches.flatMap((batch) => batch.ids);
    expect([...batched].sort()).toEqual([...active].sort());
    // Two a batch, a full batch taking the rest of an account it began, up to four.
    expect(batches.every((batch) => batch.ids.length <= 4)).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(active.length / 4));
    // An account's portfolios in one batch (none of the fixture's has more than four).
    const accountOf = new Map(
      (
        await db
          .select({ id: portfolios.id, accountId: portfolios.accountId })
          .from(portfolios)
          .where(inArray(portfolios.id, active))
      ).map((row) => [row.id, row.accountId]),
    );
    const batchesOfAccount = new Map<string, Set<number>>();
    batches.forEach((batch, i) =>
      batch.ids.forEach((id) => {
        const account = accountOf.get(id)!;
        batchesOfAccount.set(account, (batchesOfAccount.get(account) ?? new Set()).add(i));
      }),
    );
    expect([...batchesOfAccount.values()].every((set) => set.size === 1)).toBe(true);
    const failed = batches.filter((batch) => batch.state === 'failed');
    expect(failed.map((batch) => batch.ids.includes(refused))).toEqual([true]);
    expect(failed[0]!.error).toContain(`${refused}: refused by the test`);
    expect(batches.filter((batch) => batch.state !== 'failed').every((b) => b.state === 'completed')).toBe(
      true,
    );

    // Every other portfolio valued for the day exactly once, the refused one not at all (its mark stays).
    const log = await rowsOf<{ id: string; n: number }>(
      db,
      sql`select portfolio_id::text as id, count(*)::int as n from revaluation_log group by 1`,
    );
    expect(log.map((row) => row.id).sort()).toEqual(active.filter((id) => id !== refused).sort());
    expect(log.every((row) => row.n === 1)).toBe(true);
    const [stillMarked] = await db
      .select({ revalueFrom: portfolios.revalueFrom, valuedThrough: portfolios.valuedThrough })
      .from(portfolios)
      .where(eq(portfolios.id, refused));
    expect(stillMarked!.revalueFrom).not.toBeNull();
    expect(stillMarked!.valuedThrough).toBeNull();
    const notValued = await db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(
        and(eq(portfolios.active, true), sql`${portfolios.valuedThrough} is distinct from ${DAY}::date`),
      );
    expect(notValued.map((row) => row.id)).toEqual([refused]);

    // Progress on the Jobs screen: all but one valued, and which one was not.
    const [progress] = await db
      .select({ done: jobProgress.done, total: jobProgress.total, note: jobProgress.note })
      .from(jobProgress)
      .where(eq(jobProgress.id, started!.id));
    expect(progress).toEqual({
      done: active.length - 1,
      total: active.length,
      note: `1 not valued: ${refused}`,
    });

    // Nothing waited for the batches: the clock's job was left running when it had queued them, and
    // the last batch to end completed it (its output is the run's end), after every batch recorded
    // its end (a progress row each, which add up to the run's).
    const [clock] = await rowsOf<{ output: unknown; after: boolean }>(
      db,
      sql`select c.output, c.completed_on >= (
                   select max(coalesce(p.updated_at, p.created_at)) from job_progress p join pgboss.job b on b.id = p.id
                    where b.name = 'revalue-batch' and b.data->>'run' = ${started!.id}) as after
            from pgboss.job c where c.id = ${started!.id}::uuid`,
    );
    expect(clock).toEqual({ output: { unvalued: 1 }, after: true });
    const ends = await rowsOf<{ done: number; total: number }>(
      db,
      sql`select p.done, p.total from job_progress p join pgboss.job b on b.id = p.id
           where b.name = 'revalue-batch' and b.data->>'run' = ${started!.id}`,
    );
    expect(ends).toHaveLength(batches.length);
    expect(ends.reduce((n, e) => n + e.done, 0)).toBe(active.length - 1);
    expect(ends.reduce((n, e) => n + e.total, 0)).toBe(active.length);
  });
});
