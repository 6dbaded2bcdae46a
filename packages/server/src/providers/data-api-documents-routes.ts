import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentFeedSchema, documentsFeedSchema } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { AppError, errorResponseSchema } from '../http/errors';
import { sendPdf } from '../library/send-pdf';
import type { FileStorage } from '../storage/index';
import { PARTNERS_PATHS as P } from './api/data-api-paths';
import { dataApiDocuments } from './data-api-documents';
import { dataApiKeys, found } from './data-api-keys';
import {
  DATA_API_PREFIX,
  commonQuery,
  dataApiConfig as config,
  dataApiErrors as errors,
  dataApiTags as tags,
  idParam,
} from './data-api-query';
import { createDatabaseSource } from './database/database-source';
import { todayIso } from './provider';

const holdingParams = z.object({
  account: z.string().min(1).max(128),
  portfolio: z.string().min(1).max(128),
  symbol: z.string().min(1).max(128),
});

/**
 * The partners variant's document paths (§7): a holding's documents, a document's metadata and its
 * download, from the library with the Data API key's scope (data-api-documents.ts). An id outside it
 * is a 404, the same as an unknown one.
 */
export const dataApiDocumentRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  storage: FileStorage;
}> = async (app, { database, storage }) => {
  const source = createDatabaseSource(database.db, { keys: 'external' });
  const { portfolioAccount } = dataApiKeys(database.db);
  const library = dataApiDocuments(database.db);

  app.get(
    `${DATA_API_PREFIX}${P.holdingDocuments}`,
    {
      config,
      schema: {
        summary: "Data API (partners): the documents of a holding's fund, newest first",
        tags,
        params: holdingParams,
        querystring: z.object(commonQuery),
        response: { 200: documentsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { account, portfolio, symbol } = request.params;
      const key = await portfolioAccount(portfolio, account);
      const feed = found(await source.holdings(key, portfolio, todayIso()));
      const line = found(feed.holdings.find((h) => h.symbol === symbol) ?? null);
      return library.ofHolding(key, line.isin);
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.document}`,
    {
      config,
      schema: {
        summary: "Data API (partners): a library document's metadata",
        tags,
        params: idParam,
        querystring: z.object(commonQuery),
        response: { 200: documentFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { fileKey: _fileKey, ...document } = found(await library.byId(request.params.id));
      return document;
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.documentDownload}`,
    {
      config: { ...config, answers: 'file' },
      schema: {
        summary: "Data API (partners): a library document's file, streamed as an attachment",
        tags,
        params: idParam,
        querystring: z.object(commonQuery),
        description:
          'application/pdf with an attachment disposition; a file the store cannot give is 500 document_url.',
        response: { ...errors, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const document = found(await library.byId(request.params.id));
      let opened;
      try {
        opened = await storage.open(document.fileKey);
      } catch (error) {
        request.log.error({ err: error, documentId: document.id }, 'document file unreadable');
      }
      // §8 'Unexpected error while fetching document URL', as the library answers it.
      if (!opened) throw new AppError(500, 'document_url', 'errors.document_url');
      return sendPdf(reply, { document, stream: opened.stream, size: opened.size });
    },
  );
};
