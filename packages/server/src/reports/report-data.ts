import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  REPORT_PARTS,
  commentaryQuarter,
  consolidatedCosts,
  costsStatement,
  reportSummary,
  type ReportCommentary,
  type Locale,
  type ReportOptions,
  type ReportPeriod,
  type ReportPortfolio,
  type ReportView,
} from '@portal/domain';
import type { Database } from '../db/client';
import { commentary, portals } from '../db/schema/index';
import { sanitizeMessageBody } from '../http/sanitize';
import type { FileStorage } from '../storage/file-storage';
import type { DataProvider, PortfolioRef } from '../providers/types';
import { todayIso } from '../providers/provider';
import { ProviderError } from '../providers/errors';

export interface ReportSubject {
  portalId: string;
  account: { id: string; externalId: string | null };
  locale: Locale;
}

export interface ReportSources {
  db: Database;
  provider: DataProvider;
  storage: FileStorage;
}

/** A portfolio named by `singlePortfolio` that the account does not hold: the route answers 404. */
export class ReportPortfolioMissing extends Error {}

/**
 * The report's figures, read through the brand's data provider and the same views as the screens:
 * the account page on the period's last day (today's page is the screen's own), and each portfolio's
 * performance, transactions and charges over the period.
 */
export async function buildReport(
  sources: ReportSources,
  subject: ReportSubject,
  options: ReportOptions,
  period: ReportPeriod,
): Promise<ReportView> {
  const { provider } = sources;
  const today = todayIso();
  const [page, portal, note] = await Promise.all([
    provider.getAccountPage(subject.account, period.to === today ? undefined : period.to),
    readPortal(sources, subject.portalId),
    readCommentary(sources, subject, period),
  ]);
  // An account the provider could not load has no figures: printing it would give empty pages (§8).
  if (page.account.error) throw new ProviderError(unavailable(page.account.message));
  if (options.singlePortfolio) {
    const only = page.portfolios.filter((e) => e.portfolio.id === options.singlePortfolio);
    if (only.length === 0) throw new ReportPortfolioMissing(options.singlePortfolio);
    page.portfolios = only;
    page.overview = {
      ...page.overview,
      portfolios: page.overview.portfolios.filter((p) => p.id === options.singlePortfolio),
    };
  }
  const range = { from: period.from, to: period.to };
  const portfolios = await Promise.all(
    page.portfolios.map(async (entry): Promise<ReportPortfolio> => {
      const ref: PortfolioRef = { account: subject.account, portfolioId: entry.portfolio.id };
      const [performance, transactions, charges] = await Promise.all([
        provider.getPerformance(ref, range),
        provider.getTransactions(ref, range),
        provider.getCharges(ref, range),
      ]);
      const last = performance?.cumulative[performance.cumulative.length - 1];
      const summary =
        performance?.drivers && last
          ? reportSummary([{ closing: last.portfolioValue, drivers: performance.drivers }])
          : null;
      return {
        id: entry.portfolio.id,
        period: performance
          ? {
              from: performance.from,
              to: performance.to,
              twr: performance.twr,
              xirr: performance.xirr,
              drivers: performance.drivers,
            }
          : null,
        summary,
        transactions: transactions?.transactions ?? [],
        charges,
        // The ex-post statement: the valuations of the period, the Charges and TransactionCosts data.
        costs: charges
          ? costsStatement({
              period,
              points: (performance?.cumulative ?? []).map((e) => ({ date: e.date, value: e.portfolioValue })),
              annual: charges.annual,
              charged: charges.charges.by,
              transactionCosts: charges.transactionCosts.total,
              gain: summary?.gain ?? null,
            })
          : null,
      };
    }),
  );
  // Amounts add up only in one currency: the consolidated summary needs every portfolio in the account's.
  const sameCurrency = page.portfolios.every((e) => e.portfolio.currency === page.account.currency);
  const summaries = portfolios.map((p) => p.summary);
  const consolidatedSummary =
    sameCurrency && summaries.length > 0 && summaries.every((s) => s !== null)
      ? reportSummary(portfolios.map((p) => ({ closing: p.summary!.closing, drivers: p.period!.drivers })))
      : null;
  const costs = portfolios.flatMap((p) => (p.costs ? [p.costs] : []));
  const consolidated = sameCurrency && costs.length === portfolios.length ? consolidatedCosts(costs) : null;
  return {
    type: options.pdfType,
    period,
    generatedOn: today,
    locale: subject.locale,
    portal: portal.info,
    logo: portal.logo,
    parts: options.componentToRender ? [options.componentToRender] : [...REPORT_PARTS],
    renderConsolidated: options.renderConsolidated,
    page,
    consolidatedSummary,
    consolidatedCosts: consolidated,
    commentary: note,
    portfolios,
  };
}

/** The §8 reason an account failed to load, as the error that refuses its report. */
function unavailable(message: string | null): 'errors.need_external_id' | 'errors.external_id_not_linked' {
  return message === 'errors.need_external_id' ? message : 'errors.external_id_not_linked';
}

/**
 * The portal's published market commentary for the report's quarter (the last quarter ended on or
 * before the report's end): the newest entry dated in that quarter, or null.
 */
async function readCommentary(
  sources: ReportSources,
  subject: ReportSubject,
  period: ReportPeriod,
): Promise<ReportCommentary | null> {
  const quarter = commentaryQuarter(period.to);
  const [row] = await sources.db
    .select({ name: commentary.name, reportDate: commentary.reportDate, body: commentary.body })
    .from(commentary)
    .where(
      and(
        eq(commentary.portalId, subject.portalId),
        eq(commentary.active, true),
        isNotNull(commentary.publishedAt),
        gte(commentary.reportDate, quarter.from),
        lte(commentary.reportDate, quarter.to),
        or(eq(commentary.language, subject.locale), isNull(commentary.language)),
      ),
    )
    // The entry written in the client's language first, then one for every language.
    .orderBy(sql`${commentary.language} is null`, desc(commentary.reportDate), desc(commentary.publishedAt))
    .limit(1);
  // Rich text is sanitised when the admin saves it; rows written otherwise (seed, imports) are too, here.
  return row ? { ...row, body: row.body === null ? null : sanitizeMessageBody(row.body) } : null;
}

async function readPortal(sources: ReportSources, portalId: string) {
  const [row] = await sources.db
    .select({
      id: portals.id,
      name: portals.name,
      theme: portals.theme,
      email: portals.email,
      phone: portals.phone,
      photo: portals.photo,
    })
    .from(portals)
    .where(eq(portals.id, portalId))
    .limit(1);
  if (!row) throw new Error(`portal ${portalId} not found`);
  const { photo, ...info } = row;
  return { info, logo: await logoDataUrl(sources.storage, portalId, photo?.[0]?.url) };
}

/**
 * The portal's logo inlined: uploaded logos are served at /api/portals/{id}/logo/{file} (stored at
 * portals/{id}/logo/{file}), the seed's sit at portals/{id}/…; anything else (a media URL) is left out.
 */
async function logoDataUrl(storage: FileStorage, portalId: string, url: string | undefined) {
  if (!url) return null;
  const uploaded = `/api/portals/${portalId}/logo/`;
  const key = url.startsWith(uploaded)
    ? `portals/${portalId}/logo/${url.slice(uploaded.length)}`
    : url.startsWith(`portals/${portalId}/`)
      ? url
      : null;
  if (!key || key.includes('..')) return null;
  const file = await storage.get(key);
  if (!file) return null;
  const type = file.contentType ?? (key.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
  return `data:${type};base64,${Buffer.from(file.bytes).toString('base64')}`;
}
