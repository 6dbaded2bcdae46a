import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPageViewSchema,
  breakdownNameSchema,
  breakdownsAnswerSchema,
  chargesViewSchema,
  drawerViewSchema,
  holdingsPageSchema,
  performanceViewSchema,
  portfolioBreakdownSchema,
  portfoliosPageSchema,
  portfolioViewSchema,
  tabDataSchema,
  transactionsPageSchema,
  dateSpanQuerySchema,
  transactionRange,
  transactionsQuerySchema,
  valuationDateQuerySchema,
  type AccountPageView,
} from '@portal/domain';
import { keptAnswer } from '../http/compression';
import { errorResponseSchema } from '../http/errors';
import { AccountPageCache } from './account-page-cache';
import { pageQuerySchema } from '../http/paging';
import { todayIso } from '../providers/provider';
import { TAB_NAMES } from '../providers/types';
import {
  accountInScope,
  accountPageInScope,
  accountParams,
  fromProvider,
  notFound,
  pageOf,
  portfolioInScope,
  portfolioParams,
  portfolioView,
  rangeOf,
  type PortfolioApiOptions,
  viewErrors,
} from './route-context';

const errors = viewErrors;
const tags = ['portfolios'];
const config = { access: 'authenticated' as const };

/** The §9 transactions span of a query, today being the end of the relative ranges. */
export function spanOf(query: {
  range: Parameters<typeof transactionRange>[0];
  from?: string | undefined;
  to?: string | undefined;
}) {
  return transactionRange(query.range, todayIso(), { from: query.from ?? null, to: query.to ?? null });
}

/**
 * Reads of an account's portfolios through the brand's data provider (§7 actions), each behind the
 * viewer's account scope (§6: another client's account or portfolio is a 404). Lists are paged;
 * views are computed by the finance engine from the provider's feeds. Views are plain JSON (money as
 * decimal strings, returns as {value} or {value: null, reason}), each answered through its schema in
 * the domain (views/portfolio-views.ts), which the web reads as its types.
 */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioApiOptions> = async (app, options) => {
  const { provider } = options;
  // Stamps read where the page's figures are read (the replica, if any), so they agree.
  const pages = new AccountPageCache(options.database.read);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/portals/:portalId/accounts/:accountId/overview',
    {
      config,
      schema: {
        summary: 'The account page: every portfolio with holdings, breakdowns and performance',
        description:
          '§4 Account loading: a failure answers 200 with account.error, no portfolios and value 0; overview.limitedAccess when returns could not load. Portfolios of value 0 are dropped; largest first.',
        tags,
        params: accountParams,
        querystring: valuationDateQuerySchema,
        response: { 200: accountPageViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account, key, stamps } = await accountPageInScope(options, request, request.params);
      const page = await pages.kept(
        account.id,
        request.query.date ?? todayIso(),
        () => provider.getAccountPage(key, request.query.date),
        stamps,
      );
      // The cache holds the answer as JSON text and its compressed forms, which Fastify sends as they
      // are (no second serialising); the schema documents it, and portfolio-views.test.ts checks it
      // serialises the page whole.
      reply.type('application/json; charset=utf-8');
      const answer = await keptAnswer(request, reply, page.body, page.encoded);
      return reply.send(answer as unknown as AccountPageView);
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios',
    {
      config,
      schema: {
        summary: "An account's portfolios, largest first (value 0 dropped), one page",
        tags,
        params: accountParams,
        querystring: pageQuerySchema,
        response: { 200: portfoliosPageSchema, ...errors },
      },
    },
    async (request) => {
      const key = await accountInScope(options, request, request.params);
      const account = await provider.getAccount({ id: key.id, externalId: key.externalId });
      return {
        ...pageOf(account.portfolios, request.query),
        value: account.value,
        currency: account.currency,
        error: account.error,
        message: account.message,
      };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId',
    {
      config,
      schema: {
        summary: 'One portfolio',
        tags,
        params: portfolioParams,
        response: { 200: portfolioViewSchema, ...errors },
      },
    },
    async (request) => (await portfolioInScope(options, request, request.params)).portfolio,
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings',
    {
      config,
      schema: {
        summary:
          'Holdings valued on a date (default today), largest first, one page; groups and total over all',
        tags,
        params: portfolioParams,
        querystring: pageQuerySchema.extend(valuationDateQuerySchema.shape),
        response: { 200: holdingsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { ref } = await portfolioInScope(options, request, request.params);
      const view = await fromProvider(provider.getHoldings(ref, request.query.date));
      if (!view) throw notFound();
      const { holdings, total, ...rest } = view;
      return { ...rest, value: total, ...pageOf(holdings, request.query) };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/drawer/:symbol',
    {
      config,
      schema: {
        summary: 'The holding drawer: the holding, its weight and its transactions',
        tags,
        params: portfolioParams.extend({ symbol: z.string().min(1).max(64) }),
        response: { 200: drawerViewSchema, ...errors },
      },
    },
    async (request) =>
      portfolioView(options, request, request.params, (ref) =>
        provider.getDrawerData(ref, request.params.symbol),
      ),
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/transactions',
    {
      config,
      schema: {
        summary: 'Transactions in a §9 range (default 6m), newest first, one page; categories over the range',
        tags,
        params: portfolioParams,
        querystring: pageQuerySchema.extend(transactionsQuerySchema.shape),
        response: { 200: transactionsPageSchema, ...errors, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { ref } = await portfolioInScope(options, request, request.params);
      const span = await fromProvider(Promise.resolve().then(() => spanOf(request.query)));
      const view = await fromProvider(provider.getTransactions(ref, span));
      if (!view) throw notFound();
      const kind = request.query.kind;
      const rows =
        kind === 'all'
          ? view.transactions
          : view.transactions.filter(
              (t) =>
                ['Contribution', 'Withdrawal', 'Dividend', 'Interest'].includes(t.type) === (kind === 'cash'),
            );
      return {
        range: span,
        currency: view.currency,
        categories: view.categories,
        ...pageOf(rows, request.query),
      };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/performance',
    {
      config,
      schema: {
        summary:
          'Performance: periods, discrete and calendar years, cumulative vs benchmark, rolling 12m, TWR, XIRR, drivers',
        tags,
        params: portfolioParams,
        querystring: dateSpanQuerySchema,
        response: { 200: performanceViewSchema, ...errors, 400: errorResponseSchema },
      },
    },
    async (request) =>
      portfolioView(options, request, request.params, (ref) =>
        provider.getPerformance(ref, rangeOf(request.query)),
      ),
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/breakdowns',
    {
      config,
      schema: {
        summary: 'Breakdowns by currency, region, asset class, sector, substrategy, vintage and type',
        tags,
        params: portfolioParams,
        querystring: valuationDateQuerySchema,
        response: { 200: breakdownsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { ref } = await portfolioInScope(options, request, request.params);
      const tab = await fromProvider(
        provider.getTabData(ref, 'exposure', { ...(request.query.date ? { date: request.query.date } : {}) }),
      );
      if (!tab || tab.tab !== 'exposure') throw notFound();
      return { total: tab.total, breakdowns: tab.breakdowns };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/breakdowns/:name',
    {
      config,
      schema: {
        summary: 'setPortfolioBreakdown (§7): breakdown[name].composition',
        tags,
        params: portfolioParams.extend({ name: breakdownNameSchema }),
        response: { 200: portfolioBreakdownSchema, ...errors, 400: errorResponseSchema },
      },
    },
    async (request) =>
      portfolioView(options, request, request.params, (ref) =>
        provider.setPortfolioBreakdown(ref, request.params.name),
      ),
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/charges',
    {
      config,
      schema: {
        summary: 'Annual charges, charges and transaction costs over a range (default all)',
        tags,
        params: portfolioParams,
        querystring: dateSpanQuerySchema,
        response: { 200: chargesViewSchema, ...errors, 400: errorResponseSchema },
      },
    },
    async (request) =>
      portfolioView(options, request, request.params, (ref) =>
        provider.getCharges(ref, rangeOf(request.query)),
      ),
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/tabs/:tab',
    {
      config,
      schema: {
        summary: 'Tab data (§7): exposure, holdings, transactions, cash transactions, fees, simulated',
        tags,
        params: portfolioParams.extend({ tab: z.enum(TAB_NAMES) }),
        querystring: dateSpanQuerySchema,
        response: { 200: tabDataSchema, ...errors, 400: errorResponseSchema },
      },
    },
    async (request) =>
      portfolioView(options, request, request.params, (ref) =>
        provider.getTabData(ref, request.params.tab, { range: rangeOf(request.query) }),
      ),
  );
};
