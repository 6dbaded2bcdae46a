import { and, asc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, portals, portfolios } from '../db/schema/index';

/** What a Data API report prints: the account (our ids), its portal, the portal's language, maybe one portfolio. */
export interface DataApiSubject {
  portalId: string;
  account: { id: string; externalId: string | null };
  locale: Locale;
  portfolioId: string | null;
}

function localeOf(language: string | null, fallback: Locale): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : fallback;
}

/**
 * The Data API's report ids, as its other paths read them (data-api-keys.ts): /Pdf/ClientPdf/{id} an
 * account's external id, /Pdf/{id} a portfolio's; the oldest active row wins. Null: the 404.
 */
export async function dataApiSubject(
  db: Database,
  kind: 'account' | 'portfolio',
  externalId: string,
  fallback: Locale,
): Promise<DataApiSubject | null> {
  const columns = {
    portalId: accounts.portalId,
    accountId: accounts.id,
    accountExternalId: accounts.externalId,
    language: portals.portalLanguage,
  };
  const [row] =
    kind === 'account'
      ? await db
          .select({ ...columns, portfolioId: accounts.id })
          .from(accounts)
          .innerJoin(portals, eq(portals.id, accounts.portalId))
          .where(and(eq(accounts.externalId, externalId), eq(accounts.active, true)))
          .orderBy(asc(accounts.createdAt), asc(accounts.id))
          .limit(1)
      : await db
          .select({ ...columns, portfolioId: portfolios.id })
          .from(portfolios)
          .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
          .innerJoin(portals, eq(portals.id, accounts.portalId))
          .where(
            and(
              eq(portfolios.externalId, externalId),
              eq(portfolios.active, true),
              eq(accounts.active, true),
            ),
          )
          .orderBy(asc(portfolios.createdAt), asc(portfolios.id))
          .limit(1);
  if (!row) return null;
  return {
    portalId: row.portalId,
    account: { id: row.accountId, externalId: row.accountExternalId },
    locale: localeOf(row.language, fallback),
    portfolioId: kind === 'portfolio' ? row.portfolioId : null,
  };
}
