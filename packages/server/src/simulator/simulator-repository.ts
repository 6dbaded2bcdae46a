import { and, asc, eq, sql } from 'drizzle-orm';
import {
  assetClassReturns,
  bandOfRange,
  simulateModel,
  type ModelSimulationView,
  type SimulatorModel,
} from '@portal/domain';
import type { Database } from '../db/client';
import { benchmarks, instrumentPrices, instruments, models, riskProfiles } from '../db/schema/index';
import { isUuid } from '../http/paging';
import { benchmarkLevels, monthlyReturnsBySymbol } from '../providers/database/market';

/** The most models a portal's simulator lists (the admin keeps a handful: four tactical bands). */
export const MODELS_LIMIT = 100;

const modelColumns = {
  id: models.id,
  name: models.name,
  profile: models.profile,
  min: models.min,
  max: models.max,
  avg: models.avg,
  rebalance: models.rebalance,
  data: models.data,
  riskProfileName: riskProfiles.name,
  riskProfileReturns: riskProfiles.returns,
  factsheetUrl: riskProfiles.factsheetUrl,
  riskLevel: riskProfiles.riskLevel,
  benchmarkName: benchmarks.name,
};

type ModelRow = {
  [K in keyof typeof modelColumns]: (typeof modelColumns)[K]['_']['data'] | null;
};

/**
 * A link the page may follow: a path of this site or an https address; anything else (a
 * `javascript:` or `data:` URL typed into the admin form) is served as '' and shows no link.
 */
export function safeHref(url: string | null): string {
  const value = (url ?? '').trim();
  return /^https:\/\//i.test(value) || /^\/(?!\/)/.test(value) ? value : '';
}

type ClassReturns = ReturnType<typeof assetClassReturns>;
/** The last asset-class returns computed per database, with the market data version they came from. */
const classCache = new WeakMap<Database, { version: string; value: ClassReturns }>();

/**
 * Monthly returns per asset class from every live instrument's prices (domain assetClassReturns).
 * They are the same for every model and portal and change only when prices do, so each process
 * keeps the last answer keyed by the market data's version (latest price date, price rows, and the
 * live instruments' count and last change); a price load changes the key and the next request recomputes. Reading every
 * close takes most of a second on the embedded database, against a few ms for the key.
 */
async function marketClassReturns(db: Database): Promise<ClassReturns> {
  const [stamp] = await db
    .select({
      last: sql<string>`max(${instrumentPrices.date})::text`,
      rows: sql<string>`count(*)::text`,
      lines: sql<string>`(select count(*) || ':' || coalesce(max(${instruments.updatedAt})::text, '') from ${instruments} where ${instruments.active})`,
    })
    .from(instrumentPrices);
  const version = `${stamp?.last}|${stamp?.rows}|${stamp?.lines}`;
  const cached = classCache.get(db);
  if (cached?.version === version) return cached.value;
  const lines = await db
    .select({ symbol: instruments.symbol, assetClass: instruments.assetClass, sector: instruments.sector })
    .from(instruments)
    .where(eq(instruments.active, true));
  const returns = await monthlyReturnsBySymbol(
    db,
    lines.map((l) => l.symbol),
    '1900-01-01',
  );
  const value = assetClassReturns(lines, returns);
  classCache.set(db, { version, value });
  return value;
}

/** Percent figures as stored ('35.000000') as plain decimals ('35'). */
const figure = (value: string | null) => (value === null ? '' : String(Number(value)));

function toModel(row: ModelRow): SimulatorModel {
  return {
    id: row.id!,
    name: row.name!,
    profile: row.profile!,
    min: figure(row.min),
    max: figure(row.max),
    avg: figure(row.avg),
    rebalance: row.rebalance!,
    band: bandOfRange(row.min ?? '', row.max ?? '')?.id ?? null,
    data: (row.data ?? []).map((d) => ({ name: String(d.name), value: String(d.value) })),
    riskProfile: row.riskProfileName
      ? {
          name: row.riskProfileName,
          returns: row.riskProfileReturns ?? '',
          factsheetUrl: safeHref(row.factsheetUrl),
          riskLevel: row.riskLevel ?? null,
        }
      : null,
  };
}

/** Models of a portal with their risk profile (same portal, live) and its benchmark. */
function modelQuery(db: Database) {
  return db
    .select(modelColumns)
    .from(models)
    .leftJoin(
      riskProfiles,
      and(
        eq(riskProfiles.id, models.riskProfileId),
        eq(riskProfiles.portalId, models.portalId),
        eq(riskProfiles.active, true),
      ),
    )
    .leftJoin(benchmarks, eq(benchmarks.id, riskProfiles.benchmarkId));
}

/** The portal's live model portfolios, lowest stock exposure first. The caller checked the portal. */
export async function listModels(db: Database, portalId: string): Promise<SimulatorModel[]> {
  const rows = await modelQuery(db)
    .where(and(eq(models.portalId, portalId), eq(models.active, true)))
    .orderBy(asc(models.min), asc(models.max), asc(models.name), asc(models.id))
    .limit(MODELS_LIMIT);
  return rows.map(toModel);
}

/**
 * A model's simulated returns (§2 Strategy simulator): every instrument of the market stands for
 * its asset class (domain simulatorClassOf), each class is the equal-weighted mean of its lines'
 * monthly returns, and the model's weights run over those through the engine (simulateModel →
 * simulatedReturns, discreteReturns), against its risk profile's IA benchmark when it has one.
 * Returns are in each line's own currency (a model is an allocation, not a holding in one
 * currency). Null for a model that is not the portal's.
 */
export async function simulateModelOf(
  db: Database,
  portalId: string,
  modelId: string,
): Promise<ModelSimulationView | null> {
  if (!isUuid(modelId)) return null;
  const [row] = await modelQuery(db)
    .where(and(eq(models.id, modelId), eq(models.portalId, portalId), eq(models.active, true)))
    .limit(1);
  if (!row) return null;
  const model = toModel(row);
  const benchmarkName = row.benchmarkName ?? null;
  const [classReturns, levels] = await Promise.all([
    marketClassReturns(db),
    benchmarkName ? benchmarkLevels(db, [benchmarkName]) : Promise.resolve(new Map()),
  ]);
  const series = levels.get(benchmarkName ?? '') as { dates: string[]; levels: number[] } | undefined;
  const simulation = simulateModel(
    model.data,
    classReturns,
    series ? series.dates.map((date, i) => ({ date, value: series.levels[i]! })) : [],
  );
  const total = simulation.weights.reduce((sum, w) => sum + Number(w.weight), 0);
  return {
    modelId: model.id,
    weights: simulation.weights.map((w) => ({ name: w.symbol, weight: Number(w.weight) / total })),
    from: simulation.from,
    to: simulation.to,
    cumulative: simulation.cumulative,
    benchmark: series ? benchmarkName : null,
    points: simulation.points,
    periods: simulation.periods.map((p) => ({
      period: p.period,
      from: p.from,
      to: p.to,
      months: p.months,
      portfolio: p.portfolio,
      benchmark: p.benchmark,
      portfolioAnnualised: p.portfolioAnnualised,
      benchmarkAnnualised: p.benchmarkAnnualised,
    })),
    years: simulation.years.map((y) => ({ year: y.year, portfolio: y.portfolio, benchmark: y.benchmark })),
  };
}
