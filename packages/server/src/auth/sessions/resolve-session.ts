import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { LOCALES, roleOfUser, type Locale, type Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import { sessions, totpFactors, users } from '../../db/schema/index';
import { hitUpsert, type CountedHit } from '../../http/rate-limit-store';
import { hashToken } from '../tokens';
import type { SessionRow } from './create-session';
import { slidingExpiry, TOUCH_INTERVAL_MS } from './session-lifetime';

export type UserRow = typeof users.$inferSelect;

export type ResolvedSession =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; viewer: Viewer; session: SessionRow; user: UserRow };

export interface ResolveOptions {
  now: Date;
  inactivityMs: number;
  /** The request's language, used when the user has no (known) userLanguage. */
  fallbackLocale: Locale;
  /**
   * The request's hit on the global API limit, counted in the lookup's statement (its row key and
   * window, http/rate-limit.ts); `counted` gets the count, whatever the session turns out to be.
   */
  hit?: { key: string; timeWindow: number; counted: (hit: CountedHit) => void };
}

/**
 * The session a cookie token names, checked server-side on every request (ASVS 7.2.1): unknown or
 * revoked → none; past its sliding or absolute deadline → expired; a disabled user → none, so
 * disabling someone ends their sessions at once (ASVS 7.4.2). An active one slides forward.
 */
export async function resolveSession(db: Database, token: string, options: ResolveOptions) {
  const row = await lookUp(db, hashToken(token), options.hit);
  if (!row || row.session.revokedAt) return { status: 'none' } as const;
  const { session, user, totpId } = row;
  const now = options.now.getTime();
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime())
    return { status: 'expired' } as const;
  if (user.disabled || !user.active) return { status: 'none' } as const;

  const touched = await touch(db, session, options);
  return {
    status: 'active',
    viewer: {
      ...toViewer(user, touched, options.fallbackLocale),
      strongSecondFactor: strongFactor(user, totpId),
    },
    session: touched,
    user,
  } as const;
}

/**
 * The lookup every API request makes, built once per database and prepared (a named statement on
 * PostgreSQL): building the query's SQL each time cost about as much Node CPU as the answer.
 */
const lookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();
function buildSessionLookup(db: Database) {
  return db
    .select({ session: sessions, user: users, totpId: totpFactors.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resolve_session');
}
function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = buildSessionLookup(db)));
  return lookup;
}

/**
 * The lookup with the request's rate-limit hit counted in the same statement (the upsert as a CTE,
 * the session joined to its one row), one per window length: the hit's statement was a second
 * round trip on every signed-in request, and a round trip costs Node a socket write and a wake-up.
 */
const countingLookups = new WeakMap<Database, Map<number, ReturnType<typeof buildCountingLookup>>>();
function buildCountingLookup(db: Database, timeWindow: number) {
  const hit = db.$with('hit').as(hitUpsert(db, timeWindow));
  return db
    .with(hit)
    .select({ current: hit.current, ttl: hit.ttl, session: sessions, user: users, totpId: totpFactors.id })
    .from(hit)
    .leftJoin(sessions, eq(sessions.id, sql.placeholder('id')))
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .limit(1)
    .prepare(`resolve_session_hit_${Math.trunc(timeWindow)}`);
}
function countingLookup(db: Database, timeWindow: number) {
  let byWindow = countingLookups.get(db);
  if (!byWindow) countingLookups.set(db, (byWindow = new Map()));
  let lookup = byWindow.get(timeWindow);
  if (!lookup) byWindow.set(timeWindow, (lookup = buildCountingLookup(db, timeWindow)));
  return lookup;
}

/** The session's row with its user and second factor, counting the request's hit when given one. */
async function lookUp(db: Database, id: string, hit: ResolveOptions['hit']) {
  if (!hit) return (await sessionLookup(db).execute({ id }))[0];
  const [row] = await countingLookup(db, hit.timeWindow).execute({ id, key: hit.key });
  hit.counted({ current: row!.current, ttl: Number(row!.ttl) });
  // A session row always has its user (a foreign key); the left joins only keep the hit's row.
  return row!.session && row!.user
    ? { session: row!.session, user: row!.user, totpId: row!.totpId }
    : undefined;
}

async function touch(db: Database, session: SessionRow, options: ResolveOptions): Promise<SessionRow> {
  if (options.now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session;
  const expiresAt = slidingExpiry(options.now, options.inactivityMs, session.absoluteExpiresAt);
  await db.update(sessions).set({ lastSeenAt: options.now, expiresAt }).where(eq(sessions.id, session.id));
  return { ...session, lastSeenAt: options.now, expiresAt };
}

export function toViewer(user: UserRow, session: SessionRow, fallbackLocale: Locale): Viewer {
  return {
    userId: user.id,
    email: user.email,
    role: roleOfUser(user),
    organisationId: user.organisationId,
    locale: userLocale(user.userLanguage) ?? fallbackLocale,
    sessionId: session.id,
    mfaValidated: session.mfaValidated,
  };
}

/** An authenticator app or a national e-ID: what a portal that requires a second factor accepts. */
function strongFactor(user: UserRow, totpId: string | null): boolean {
  return totpId !== null || user.authType === 'eid';
}

export function userLocale(value: string | null | undefined): Locale | undefined {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : undefined;
}
