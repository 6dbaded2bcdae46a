import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fundDocumentsSchema, type DocumentFeed, type FundDocument } from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import { requireViewer } from '../auth/session-plugin';
import { fundDocuments, findFund } from '../funds/fund-repository';
import type { HttpFileStream } from '../providers/api/http-client';
import { attachmentDisposition } from '../library/operations/download-document';
import {
  fromProvider,
  notFound,
  portfolioInScope,
  portfolioParams,
  type PortfolioApiOptions,
  viewErrors,
} from './route-context';

const errors = viewErrors;
const config = { access: 'authenticated' as const };
const tags = ['portfolios'];
const holdingParams = portfolioParams.extend({ symbol: z.string().min(1).max(64) });
const documentParams = holdingParams.extend({ documentId: z.string().min(1).max(128) });

/**
 * The holding drawer's documents (§2) through the brand's data provider: a provider that is another
 * install (the partners' Data API, §7 holding documents) lists them and streams each file through
 * here; otherwise they are the library's documents of the fund the holding is (by ISIN), as far as
 * the viewer may read them. Either way the account has passed the viewer's scope first.
 */
export const holdingDocumentRoutes: FastifyPluginAsyncZod<PortfolioApiOptions> = async (app, options) => {
  const { provider } = options;
  const db = options.database.db;
  const base = '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/drawer/:symbol/documents';

  app.get(
    base,
    {
      config,
      schema: {
        summary: "A holding's documents: its fund's factsheet, KIID… and the account's own papers on it",
        tags,
        params: holdingParams,
        response: { 200: fundDocumentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ref } = await portfolioInScope(options, request, request.params);
      const { portalId, symbol } = request.params;
      reply.header('cache-control', 'no-store');
      if (provider.documents) {
        const list = await fromProvider(
          provider.documents.holdingDocuments(ref.account, ref.portfolioId, symbol),
        );
        if (!list) throw notFound();
        const own = documentsPath(request.params);
        return { items: list.map((doc) => remoteItem(doc, `${own}/${encodeURIComponent(doc.id)}/file`)) };
      }
      const drawer = await fromProvider(provider.getDrawerData(ref, symbol));
      if (!drawer) throw notFound();
      const viewer = requireViewer(request);
      const fund = drawer.holding.isin ? await findFund(db, viewer, drawer.holding.isin) : null;
      if (!fund) return { items: [] };
      const rows = await fundDocuments(db, viewer, portalId, fund.id);
      return {
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          url: `/api/portals/${encodeURIComponent(portalId)}/library/documents/${row.id}/file`,
        })),
      };
    },
  );

  app.get(
    `${base}/:documentId/file`,
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary:
          "Download one of a holding's documents from the provider (streamed; database brands use the library's)",
        tags,
        params: documentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      if (!provider.documents) throw notFound();
      const { ref } = await portfolioInScope(options, request, request.params);
      const { portalId, symbol, documentId } = request.params;
      // Only a document of this holding, as the source lists it for this account, is passed on.
      const list = await fromProvider(
        provider.documents.holdingDocuments(ref.account, ref.portfolioId, symbol),
      );
      const document = list?.find((doc) => doc.id === documentId);
      if (!document) throw notFound();
      const file = await fromProvider(provider.documents.download(document.id));
      if (!file) throw notFound();
      await logActivity(db, {
        portalId,
        userId: requireViewer(request).userId,
        type: 'download',
        collection: 'documents',
        entityId: document.id,
        info: { via: 'data-api' },
      });
      return sendRemoteFile(reply, document, file);
    },
  );
};

/** Our own URL of a holding's documents (every segment encoded from the validated params). */
function documentsPath(p: z.infer<typeof holdingParams>): string {
  const e = encodeURIComponent;
  return `/api/portals/${e(p.portalId)}/accounts/${e(p.accountId)}/portfolios/${e(p.portfolioId)}/drawer/${e(p.symbol)}/documents`;
}

/**
 * Passes the source's file on as it arrives, as an attachment under the name the list gave (never the
 * source's own disposition), never rendered in the app's origin (ASVS 3.2.1, 5.4.1).
 */
function sendRemoteFile(reply: FastifyReply, document: DocumentFeed, file: HttpFileStream) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

function remoteItem(doc: DocumentFeed, url: string): FundDocument {
  return {
    id: doc.id,
    name: doc.name,
    type: doc.type,
    fileName: doc.fileName,
    size: doc.size,
    createdAt: doc.createdAt,
    url,
  };
}
