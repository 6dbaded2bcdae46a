import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fundColumns } from '../../funds/fund-repository';
import {
  accountOwners,
  documents,
  funds,
  people,
  portals,
  subscriptions,
  users,
} from '../../db/schema/index';
import type {
  docsSchema,
  fundDataSchema,
  fundDocsSchema,
  fundPerformanceSchema,
  fundsSchema,
  subscriptionSchema,
  teamSchema,
} from './sample-files';

export interface Catalogue {
  portals: { id: string; name: string; subscription: string | null }[];
  subscriptions: z.infer<typeof subscriptionSchema>[];
  docs: z.infer<typeof docsSchema>;
  fundDocs: z.infer<typeof fundDocsSchema>;
  team: z.infer<typeof teamSchema>;
  funds: z.infer<typeof fundsSchema>;
  /** By ISIN. */
  fundData: Map<string, z.infer<typeof fundDataSchema>>;
  /** By fund code. */
  fundPerformance: Map<string, z.infer<typeof fundPerformanceSchema>>;
}

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
async function rawRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * What the database the samples are written from looks like: a digest of every account and
 * portfolio (ids, external ids, values) and the last valuation day. Equal digests mean the samples
 * still show that database, so start-up keeps them.
 */
export async function sampleSourceFingerprint(db: Database): Promise<string> {
  const [row] = await rawRows<{ digest: string }>(
    db,
    sql`select md5(
      coalesce((select string_agg(a.id::text || ':' || coalesce(a.external_id, '') || ':' || coalesce(a.value::text, ''), ',' order by a.id) from accounts a), '')
      || '|' ||
      coalesce((select string_agg(p.id::text || ':' || coalesce(p.external_id, '') || ':' || coalesce(p.value::text, ''), ',' order by p.id) from portfolios p), '')
      || '|' ||
      coalesce((select max(v.date)::text from portfolio_valuations v), '')
    ) as digest`,
  );
  return row!.digest;
}

/** An ISO day as §7's {y, m, d}. */
function ymd(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

/**
 * The static variant's files that are not an account's: portals and their subscriptions, the
 * portal-wide library and fund documents, the team, and the fund universe with each fund's data
 * and month-end closes. Ordered by name, then id, so the files read the same for the same data.
 */
export async function readCatalogue(db: Database): Promise<Catalogue> {
  const portalRows = await db
    .select({ id: portals.id, name: portals.name, subscription: portals.subscriptionId })
    .from(portals)
    .orderBy(asc(portals.name), asc(portals.id));
  const subscriptionIds = [...new Set(portalRows.flatMap((p) => (p.subscription ? [p.subscription] : [])))];
  const subscriptionRows = subscriptionIds.length
    ? await db
        .select({
          id: subscriptions.id,
          name: subscriptions.name,
          accountsLimit: subscriptions.accountsLimit,
          advisorsLimit: subscriptions.advisorsLimit,
        })
        .from(subscriptions)
        .where(inArray(subscriptions.id, subscriptionIds))
        .orderBy(asc(subscriptions.name), asc(subscriptions.id))
    : [];

  // Portal-wide documents only: an account's or a group's documents are theirs, never a sample's.
  const documentRows = await db
    .select({
      id: documents.id,
      portalId: documents.portalId,
      name: documents.name,
      type: documents.type,
      fileName: documents.fileName,
      isin: funds.isin,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .leftJoin(funds, eq(funds.id, documents.fundId))
    .where(and(isNull(documents.accountId), isNull(documents.groupId), eq(documents.active, true)))
    .orderBy(asc(documents.name), asc(documents.id));
  const docs = documentRows.map(({ createdAt, ...d }) => ({
    ...d,
    date: createdAt.toISOString().slice(0, 10),
  }));
  const fundDocs = docs.flatMap(({ id, isin, name, type, fileName }) =>
    isin ? [{ id, isin, name, type, fileName }] : [],
  );

  const teamRows = await db
    .select({ id: people.id, portalId: people.portalId, name: people.name, title: people.title })
    .from(people)
    .where(eq(people.active, true))
    .orderBy(asc(people.portalId), asc(people.order), asc(people.name), asc(people.id));
  const advisorRows = await db
    .selectDistinct({ id: users.id, portalId: accountOwners.portalId, name: users.name, title: users.title })
    .from(accountOwners)
    .innerJoin(users, eq(users.id, accountOwners.userId))
    .orderBy(asc(accountOwners.portalId), asc(users.name), asc(users.id));
  const team = [
    ...teamRows.map((t) => ({ ...t, role: 'team' as const })),
    ...advisorRows.map((a) => ({ ...a, title: a.title ?? null, role: 'advisor' as const })),
  ];

  const { id: _id, ...listed } = fundColumns;
  const fundRows = await db
    .select({
      ...listed,
      instrumentId: funds.instrumentId,
      change1d: funds.change1d,
      change1m: funds.change1m,
      change3m: funds.change3m,
      changeYtd: funds.changeYtd,
      change1y: funds.change1y,
      change3y: funds.change3y,
      change5y: funds.change5y,
    })
    .from(funds)
    .where(eq(funds.active, true))
    .orderBy(asc(funds.name), asc(funds.isin));
  const fundData = new Map(
    fundRows.map((f) => [
      f.isin,
      {
        price: f.price,
        currency: f.currency,
        size: f.size,
        change1d: f.change1d,
        change1m: f.change1m,
        change3m: f.change3m,
        changeYtd: f.changeYtd,
        change1y: f.change1y,
        change3y: f.change3y,
        change5y: f.change5y,
        fundCode: f.fundCode,
        fundName: f.name,
      },
    ]),
  );
  const fundPerformance = await monthEndCloses(db, fundRows);

  return {
    portals: portalRows,
    subscriptions: subscriptionRows,
    docs,
    fundDocs,
    team,
    funds: fundRows.map(
      ({
        instrumentId: _i,
        change1d: _a,
        change1m: _b,
        change3m: _c,
        changeYtd: _d,
        change1y: _e,
        change3y: _f,
        change5y: _g,
        ...f
      }) => f,
    ),
    fundData,
    fundPerformance,
  };
}

/**
 * §7 performance by fund code: each month's last close (one query for every fund) and the oldest
 * close's day. A fund without a code or a price history has an empty feed.
 */
async function monthEndCloses(
  db: Database,
  fundRows: readonly { fundCode: string | null; instrumentId: string | null }[],
): Promise<Catalogue['fundPerformance']> {
  const coded = fundRows.filter((f): f is { fundCode: string; instrumentId: string | null } => !!f.fundCode);
  const instrumentIds = coded.flatMap((f) => (f.instrumentId ? [f.instrumentId] : []));
  const closes = instrumentIds.length
    ? await rawRows<{ instrument_id: string; date: string; price: string; oldest: string }>(
        db,
        sql`select distinct on (instrument_id, date_trunc('month', date))
              instrument_id, date::text as date, price::text as price,
              min(date) over (partition by instrument_id)::text as oldest
            from instrument_prices
            where instrument_id in (${sql.join(
              instrumentIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
            order by instrument_id, date_trunc('month', date), date desc`,
      )
    : [];
  const byInstrument = new Map<string, { entries: { date: string; price: string }[]; oldest: string }>();
  for (const row of closes) {
    const entry = byInstrument.get(row.instrument_id) ?? { entries: [], oldest: row.oldest };
    entry.entries.push({ date: row.date, price: row.price });
    byInstrument.set(row.instrument_id, entry);
  }
  return new Map(
    coded.map((f) => {
      const history = f.instrumentId ? byInstrument.get(f.instrumentId) : undefined;
      return [
        f.fundCode,
        { data: { entries: history?.entries ?? [], oldest: history ? ymd(history.oldest) : null } },
      ];
    }),
  );
}
