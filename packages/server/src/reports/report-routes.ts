import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildPath,
  generatePdfQuerySchema,
  renderTokenResponseSchema,
  reportOptionsSchema,
  reportPeriod,
  reportViewSchema,
  type BrandConfig,
  type ReportOptions,
  type ReportPeriod,
  type ReportView,
  type Viewer,
} from '@portal/domain';
import { errorResponseSchema, AppError } from '../http/errors';
import { requireViewer } from '../auth/session-plugin';
import {
  accountInScope,
  accountParams,
  fromProvider,
  notFound,
  viewResponse,
  type PortfolioApiOptions,
} from '../portfolios/route-context';
import { todayIso } from '../providers/provider';
import type { FileStorage } from '../storage/file-storage';
import type { AccountKeyInScope } from '../accounts/account-repository';
import { findAccountKey } from '../accounts/account-repository';
import { DATA_API_PATHS } from '../providers/api/data-api-paths';
import { DATA_API_PREFIX, dataApiConfig, idParam, rangeQuery } from '../providers/data-api-query';
import { databaseProvider } from '../providers/select-provider';
import { ProviderError } from '../providers/errors';
import type { AccountKey, ReportPdfRequest } from '../providers/feeds';
import type { DataProvider } from '../providers/types';
import { dataApiSubject } from './data-api-subjects';
import { buildReport, ReportPortfolioMissing, type ReportSubject } from './report-data';
import { printReport, ReportNotBuilt } from './print-report';
import type { ChromiumPrinter } from './chromium-printer';
import type { RenderTokens } from './render-token';

export interface ReportApiOptions extends PortfolioApiOptions {
  storage: FileStorage;
  printer: ChromiumPrinter;
  tokens: RenderTokens;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['reports'];
const config = { access: 'authenticated' as const };

/** §8 PDF failure: 'We've encountered an error, please try again' (the web raises its error flag). */
export const pdfFailed = () => new AppError(503, 'pdf_failed', 'errors.pdf');

/** The report route of an account in the web app (what Chromium prints). */
export function reportPath(brand: BrandConfig, portalId: string, accountId: string): string {
  return buildPath(brand, 'dashboard-portal-account-report', { portal: portalId, account: accountId });
}

/** §5: a reversed range, or one that ends after today, is refused with the range message. */
function periodOf(options: ReportOptions) {
  const period = reportPeriod(options, todayIso());
  if ('error' in period) throw new AppError(400, 'validation_error', period.error);
  return period;
}

/**
 * Client reports (issue 14): a render token for an account in scope, the report's figures as JSON
 * (the report route opened in a browser reads these), and §7 generatePdf, which prints the report
 * route with the server's one Chromium and answers the PDF.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportApiOptions> = async (app, options) => {
  const sources = { db: options.database.db, provider: options.provider, storage: options.storage };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const build = async (subject: ReportSubject, query: ReportOptions, from = sources) => {
    const period = periodOf(query);
    try {
      return await fromProvider(buildReport(from, subject, query, period));
    } catch (error) {
      if (error instanceof ReportPortfolioMissing) throw notFound();
      throw error;
    }
  };
  const report = (viewer: Viewer, portalId: string, account: AccountKeyInScope, query: ReportOptions) =>
    build(
      { portalId, account: { id: account.id, externalId: account.externalId }, locale: viewer.locale },
      query,
    );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/report-token',
    {
      config,
      schema: {
        summary: 'A render token for generatePdf, bound to the viewer and this account (5 minutes)',
        tags,
        params: accountParams,
        response: { 200: renderTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const account = await accountInScope(options, request, request.params);
      const issued = options.tokens.issue(
        {
          userId: viewer.userId,
          sessionId: viewer.sessionId,
          portalId: request.params.portalId,
          accountId: account.id,
        },
        new Date(),
      );
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId/report',
    {
      config,
      schema: {
        summary: "The account report's figures (the report route reads them; the PDF prints the same)",
        tags,
        params: accountParams,
        querystring: reportOptionsSchema,
        response: { 200: reportViewSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const account = await accountInScope(options, request, request.params);
      return report(viewer, request.params.portalId, account, request.query);
    },
  );

  app.get(
    '/api/generatePdf',
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary: '§7 generatePdf: the account or quarterly report as a PDF, merged with cover and back pages',
        description:
          "token: a render token of this viewer for the account (report-token). An account outside the scope, another viewer's token or an externalId that is not the account's is a 404; a reversed or future range a 400; Chromium failing a 503 with the §8 message.",
        tags,
        querystring: generatePdfQuerySchema,
        // Types the handler's Buffer; the document shows the file (config.answers).
        response: { 200: viewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { token, url, externalId, ...query } = request.query;
      const grant = options.tokens.verify(token, new Date());
      // A token is only its viewer's, in the session it was asked for.
      if (!grant || grant.userId !== viewer.userId || grant.sessionId !== viewer.sessionId) throw notFound();
      const account = await findAccountKey(options.database.db, viewer, grant.portalId, grant.accountId);
      if (!account) throw notFound();
      if (externalId && externalId !== account.externalId) throw notFound();
      const path = reportPath(options.brand, grant.portalId, account.id);
      // url names the page to print; only this account's report route is printed, never another address.
      if (url && url.split('?')[0] !== path)
        throw new AppError(400, 'validation_error', 'validation.invalid_input');
      const period = periodOf(query); // the §5 range message before any printing
      const key = { id: account.id, externalId: account.externalId };
      // A portal reading another install asks it for the whole report; parts are printed here.
      const remote = wholeReport(query)
        ? await remotePdf(request, options.provider, key, { ...period, portfolioId: query.singlePortfolio })
        : null;
      const printed: { pdf: Uint8Array; period: ReportPeriod } =
        remote ??
        (await print(
          request,
          options.printer,
          { path, locale: viewer.locale },
          report(viewer, grant.portalId, account, query),
        ).then((p) => ({ pdf: p.pdf, period: p.report.period })));
      const name = `${account.name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'report'} ${printed.period.to}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(Buffer.from(printed.pdf));
    },
  );

  // The Data API (§7, rule `service`): reports from our own tables for another install, by external id.
  const ownTables = { ...sources, provider: databaseProvider(options.database.db) };
  for (const [path, kind] of [
    [DATA_API_PATHS.pdf, 'portfolio'],
    [DATA_API_PATHS.clientPdf, 'account'],
  ] as const) {
    app.get(
      `${DATA_API_PREFIX}${path}`,
      {
        config: { ...dataApiConfig, answers: 'file' },
        schema: {
          summary:
            kind === 'account'
              ? "Data API: a client's account report as a PDF (fromDateString, toDateString)"
              : "Data API: a portfolio's report as a PDF (fromDateString, toDateString)",
          tags: ['data-api'],
          params: idParam,
          querystring: rangeQuery,
          response: { 200: viewResponse, ...errors },
        },
      },
      async (request, reply) => {
        const subject = await dataApiSubject(
          options.database.db,
          kind,
          request.params.id,
          options.brand.defaultLocale,
        );
        if (!subject) throw notFound();
        const parsed = reportOptionsSchema.safeParse({
          fromDateString: request.query.fromDateString,
          toDateString: request.query.toDateString,
          ...(subject.portfolioId
            ? { singlePortfolio: subject.portfolioId, renderConsolidated: 'false' }
            : {}),
        });
        // A reversed range: the §5 message, as generatePdf gives it.
        if (!parsed.success) throw new AppError(400, 'validation_error', 'validation.date_range_invalid');
        const query = parsed.data;
        periodOf(query);
        const { pdf } = await print(
          request,
          options.printer,
          { path: reportPath(options.brand, subject.portalId, subject.account.id), locale: subject.locale },
          build(subject, query, ownTables),
        );
        return reply.type('application/pdf').send(Buffer.from(pdf));
      },
    );
  }
};

/**
 * What the Data API's /Pdf paths can ask for: a period and maybe one portfolio, the whole report
 * with its consolidated figures. A chosen part (componentToRender) or a report without the
 * consolidated figures is printed here from the provider's figures.
 */
function wholeReport(query: ReportOptions): boolean {
  return !query.componentToRender && query.renderConsolidated;
}

/**
 * A portal whose provider is another install (`api` with the §7 Data API) asks that install for
 * the report it prints (issue 14); null where the server prints itself. The remote not knowing the
 * account or portfolio is a 404, an account without an external id the §8 'Need external id' (422),
 * any other failure the §8 PDF message (logged).
 */
async function remotePdf(
  request: FastifyRequest,
  provider: DataProvider,
  account: AccountKey,
  pdf: ReportPdfRequest,
): Promise<{ pdf: Uint8Array; period: ReportPeriod } | null> {
  if (!provider.getReportPdf) return null;
  let bytes: Uint8Array | null;
  try {
    bytes = await provider.getReportPdf(account, pdf);
  } catch (error) {
    if (error instanceof ProviderError && error.messageKey === 'errors.need_external_id')
      throw new AppError(422, 'need_external_id', error.messageKey);
    request.log.error({ err: error }, 'the remote install could not print the report');
    throw pdfFailed();
  }
  if (!bytes) throw notFound();
  return { pdf: bytes, period: { from: pdf.from, to: pdf.to } };
}

/**
 * Prints on the server's own address while the figures are still being read. A report that cannot
 * be built answers its own error (404, 400); any failure of Chromium is the §8 PDF message, logged.
 */
export async function print(
  request: FastifyRequest,
  printer: ChromiumPrinter,
  target: { path: string; locale: string },
  report: Promise<ReportView>,
): Promise<{ pdf: Uint8Array; report: ReportView }> {
  const address = request.server.server.address();
  if (!address || typeof address === 'string') throw pdfFailed();
  try {
    return await printReport(printer, { origin: `http://127.0.0.1:${address.port}`, ...target, report });
  } catch (error) {
    if (error instanceof ReportNotBuilt) throw error.reason;
    // A report that cannot be built answers its own error (422, 404) whatever the printer did.
    const reason = await report.then(
      () => null,
      (cause: unknown) => cause,
    );
    if (reason) throw reason;
    request.log.error({ err: error }, 'report printing failed');
    throw pdfFailed();
  }
}
