import { eq, sql } from 'drizzle-orm';
import { addDays, isWeekday, portfolioDays, type GrowthSeries } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, portfolioValuations, portfolios } from '../db/schema/index';
import { plainRows } from '../db/plain-rows';
import { refreshValues, type SharedValueReads } from '../portfolios/operations/portfolio-values';
import { refreshAccountFigures } from './account-figures';
import {
  anchorDaysOf,
  continuedFigures,
  storedDay,
  STORED_DAY,
  writeGrowths,
  type StoredDay,
} from './series-growth';
import { valuationInputs } from './valuation-inputs';
import { writePoints } from './write-points';

/** Reads what valuing a portfolio's days needs (valuationInputs; a batch serves it from reads it shares). */
export type InputsReader = typeof valuationInputs;

/**
 * What a revaluation does for its account's cached change columns once the portfolio's series is
 * stored: recompute them now (one revaluation), or leave them to its caller (a batch recomputes all
 * its accounts together at its end, with the series it was handed: the change columns' growth of
 * the days its figures read, as stored).
 */
export type AccountFiguresStep = (
  tx: Database,
  valued: { accountId: string; portfolioId: string; series: GrowthSeries },
  today: string,
) => Promise<void>;

const refreshNow: AccountFiguresStep = (tx, { accountId, portfolioId, series }, today) =>
  refreshAccountFigures(tx, [accountId], today, new Map([[portfolioId, series]]));

/**
 * What a batch of revaluations shares (revalue-batch.ts); each part falls back to the revaluation's
 * own reads for what it does not cover.
 */
export interface SharedReads {
  /** The inputs of the engine (valuationInputs by default). */
  inputs?: InputsReader;
  /** The account's change columns (recomputed at once by default). */
  accountFigures?: AccountFiguresStep;
  /** The cached values' holdings feeds and rates of the day (refreshValues). */
  values?: SharedValueReads;
  /** The stored days each portfolio keeps before its first re-valued day, read for all at once. */
  kept?: ReadonlyMap<string, { from: string; points: StoredDay[] }>;
}

/** A whole series starts at the portfolio's first transaction, found once its transactions are read. */
const FIRST_DAY = '0001-01-01';

export interface Revaluation {
  portfolioId: string;
  /** The first day re-valued. */
  from: string;
  /** The last day re-valued (today). */
  to: string;
  points: number;
}

/**
 * Re-values one portfolio's daily series with the engine, from the earliest day a change touched
 * (`revalue_from`) or, for a series the pipeline has never written, from its first transaction, up to
 * `today`; then refreshes the cached values, stores the period figures (decision 52), clears the
 * mark and recomputes the account's change columns from its portfolios' series (account-figures.ts).
 * All of it is one database transaction that first locks the portfolio row, as every edit of its
 * books does (decision 26): an edit either commits before (and is in what is valued) or waits and
 * marks the portfolio again after. A crash part-way rolls everything back and the job runs again.
 * Returns null when there is nothing to do.
 */
export async function revaluePortfolio(
  db: Database,
  portfolioId: string,
  today: string,
  shared: SharedReads = {},
): Promise<Revaluation | null> {
  const { inputs: read = valuationInputs, accountFigures = refreshNow } = shared;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: portfolios.id,
        portalId: portfolios.portalId,
        accountId: portfolios.accountId,
        currency: portfolios.currency,
        active: portfolios.active,
        revalueFrom: portfolios.revalueFrom,
        valuedThrough: portfolios.valuedThrough,
        // The account's currency in the lock's statement (a statement fewer); only the portfolio's
        // row is locked, as an edit locks it.
        accountCurrency: accounts.currency,
      })
      .from(portfolios)
      .leftJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(eq(portfolios.id, portfolioId))
      .for('update', { of: portfolios });
    if (!row) return null;
    if (!row.active) {
      await tx.update(portfolios).set({ revalueFrom: null }).where(eq(portfolios.id, row.id));
      return null;
    }
    const base = row.currency ?? 'GBP';
    const accountCurrency = row.accountCurrency && row.accountCurrency !== base ? row.accountCurrency : null;
    const from = firstDayToValue(row.revalueFrom, row.valuedThrough, today);
    if (from === null) return null;

    const inputs = await read(tx, row.id, base, accountCurrency, from.date, today, 'columns');
    const { from: start, points } = portfolioDays({
      ...inputs,
      baseCurrency: base,
      accountCurrency,
      from: from.date,
      to: today,
    });

    // The figures are measured over the whole series: the days kept before `from` (those its
    // figures read, with their stored growths, or all of them), then the new ones.
    const batchKept = shared.kept?.get(row.id);
    const kept = from.whole
      ? []
      : batchKept?.from === from.date
        ? batchKept.points
        : await keptDays(tx, row.id, from.date, points.at(-1)?.date === today, today);
    // The days go in with their growths (and the kept days' when they were stored without), so the
    // next day reads a few days instead of the whole series (decision 115).
    const { growths, refill, figures, growth } = continuedFigures(kept, points, today);
    await writePoints(tx, row, from.date, points, growths);
    await writeGrowths(
      tx,
      refill.map((point) => ({ id: row.id, point })),
    );
    // The day's prices move the cached holding, portfolio and account values the lists read; the
    // period figures and the cleared mark go in the portfolio's same update.
    await refreshValues(tx, { id: row.accountId, externalId: null }, row.id, today, shared.values, {
      ...figures,
      revalueFrom: null,
      valuedThrough: today,
    });
    await accountFigures(tx, { accountId: row.accountId, portfolioId: row.id, series: growth }, today);
    return { portfolioId: row.id, from: start, to: today, points: points.length };
  });
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * Where the revaluation starts: the whole series when the pipeline never wrote it (`whole`: points
 * written otherwise go too), else the marked day, else the day after the last valued one, or that
 * day itself when it is a weekend day.
 */
export function firstDayToValue(
  revalueFrom: string | null,
  valuedThrough: string | null,
  today: string,
): { date: string; whole: boolean } | null {
  if (valuedThrough === null) return { date: FIRST_DAY, whole: true };
  const next = addDays(valuedThrough, 1);
  const date = revalueFrom !== null && revalueFrom < next ? revalueFrom : next;
  if (date > today) return null;
  // A weekend end point is there only because the earlier run ended on it (the engine values the
  // day asked for): valued again from it, the engine's grid keeps it only if it was traded, as a
  // whole series would, so day after day stays equal to from scratch.
  return { date: isWeekday(valuedThrough) ? date : minDate(date, valuedThrough), whole: false };
}

/**
 * The stored days of several portfolios before each one's own first day, oldest first, in one
 * query (a batch's: keptPoints for each, without a query each). The ids are also a constant
 * `portfolio_id = any(…)`: joined to the arrays alone, the planner hashed them and scanned every
 * stored day of every portfolio (2.3 M rows at scale 10, most of the clock's time in PostgreSQL).
 */
export async function keptPointsOf(
  tx: Database,
  members: readonly { id: string; from: string }[],
): Promise<Map<string, { from: string; points: StoredDay[] }>> {
  const out = new Map(members.map((m) => [m.id, { from: m.from, points: [] as StoredDay[] }]));
  if (members.length === 0) return out;
  const ids = `{${members.map((m) => m.id).join(',')}}`;
  const froms = `{${members.map((m) => m.from).join(',')}}`;
  const rows = await plainRows<Parameters<typeof storedDay>[0] & { id: string }>(
    tx,
    sql`
    select p.portfolio_id::text as id, ${STORED_DAY}
      from unnest(${ids}::uuid[], ${froms}::date[]) as m(id, first_day)
      join ${portfolioValuations} p on p.portfolio_id = m.id and p.date < m.first_day
     where p.portfolio_id = any(${ids}::uuid[])
     order by p.portfolio_id, p.date`,
  );
  for (const row of rows) out.get(row.id)?.points.push(storedDay(row));
  return out;
}

/**
 * The stored days before `date`, oldest first, that the period figures read: only those
 * anchorDaysOf reads when the new days end `today` and each of them has its growths stored, else
 * every one (the kept days stored without growths then get theirs).
 */
async function keptDays(
  tx: Database,
  portfolioId: string,
  date: string,
  endsToday: boolean,
  today: string,
): Promise<StoredDay[]> {
  const member = { id: portfolioId, from: date };
  if (endsToday) {
    const few = (await anchorDaysOf(tx, [member], today)).get(portfolioId)!;
    if (few.every((day) => day.growth !== null)) return few;
  }
  return (await keptPointsOf(tx, [member])).get(portfolioId)!.points;
}
