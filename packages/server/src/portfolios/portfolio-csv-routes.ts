import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvHeader,
  dateSpanQuerySchema,
  holdingsCsvTable,
  performanceCsvTable,
  renderCsv,
  slugify,
  transactionsCsvTable,
  transactionsQuerySchema,
  valuationDateQuerySchema,
  type CsvTable,
  type CsvHeaderKey,
} from '@portal/domain';
import { viewerOf } from '../http/access';
import { errorResponseSchema } from '../http/errors';
import { requestLocale } from '../http/locale';
import { todayIso } from '../providers/provider';
import { spanOf } from './portfolio-routes';
import {
  rangeOf,
  fromProvider,
  notFound,
  portfolioInScope,
  portfolioParams,
  type PortfolioApiOptions,
} from './route-context';

const tags = ['portfolios'];
const config = { access: 'authenticated' as const };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
};

/** A file name a header can carry as is: the kind, the portfolio's slug and the date (a-z, 0-9, hyphens). */
export function csvFileName(kind: string, portfolioName: string, date: string): string {
  return `${kind}-${slugify(portfolioName).slice(0, 60) || 'portfolio'}-${date}.csv`;
}

function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  table: CsvTable<CsvHeaderKey>,
  fileName: string,
) {
  // The viewer's language (their profile's userLanguage, else the request's).
  const locale = viewerOf(request)?.locale ?? requestLocale(request);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(renderCsv(table, (key) => csvHeader(key, locale)));
}

/**
 * CSV downloads (§1 "CSV exports") of holdings, transactions and performance, built by the domain's
 * CSV module: UTF-8 with a BOM, RFC 4180 quoting, formula injection neutralised, headers in the
 * caller's language.
 */
export const portfolioCsvRoutes: FastifyPluginAsyncZod<PortfolioApiOptions> = async (app, options) => {
  const { provider } = options;
  const base = '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId';

  app.get(
    `${base}/holdings.csv`,
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary: 'Holdings as CSV',
        tags,
        params: portfolioParams,
        querystring: valuationDateQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { ref, portfolio } = await portfolioInScope(options, request, request.params);
      const view = await fromProvider(provider.getHoldings(ref, request.query.date));
      if (!view) throw notFound();
      return sendCsv(
        request,
        reply,
        holdingsCsvTable(view.holdings),
        csvFileName('holdings', portfolio.name, view.date),
      );
    },
  );

  app.get(
    `${base}/transactions.csv`,
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary: 'Transactions in a range as CSV',
        tags,
        params: portfolioParams,
        querystring: transactionsQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { ref, portfolio } = await portfolioInScope(options, request, request.params);
      const span = await fromProvider(Promise.resolve().then(() => spanOf(request.query)));
      const view = await fromProvider(provider.getTransactions(ref, span));
      if (!view) throw notFound();
      const rows = view.transactions.filter(
        (t) =>
          request.query.kind === 'all' ||
          ['Contribution', 'Withdrawal', 'Dividend', 'Interest'].includes(t.type) ===
            (request.query.kind === 'cash'),
      );
      return sendCsv(
        request,
        reply,
        transactionsCsvTable(rows),
        csvFileName('transactions', portfolio.name, span.to ?? todayIso()),
      );
    },
  );

  app.get(
    `${base}/performance.csv`,
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary: 'Performance periods, discrete periods and calendar years as CSV',
        tags,
        params: portfolioParams,
        querystring: dateSpanQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { ref, portfolio } = await portfolioInScope(options, request, request.params);
      const view = await fromProvider(provider.getPerformance(ref, rangeOf(request.query)));
      if (!view) throw notFound();
      const rows = [...view.periods, ...view.discrete.periods, ...view.discrete.years];
      return sendCsv(
        request,
        reply,
        performanceCsvTable(rows),
        csvFileName('performance', portfolio.name, view.to ?? todayIso()),
      );
    },
  );
};
