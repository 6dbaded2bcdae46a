import { documentFeedSchema, documentsFeedSchema, type DocumentFeed } from '@portal/domain';
import { externalKey } from '../errors';
import type { AccountKey } from '../feeds';
import { PARTNERS_PATHS as P, dataApiPath, fillPath } from './data-api-paths';
import type { HttpClient, HttpFileStream } from './http-client';
import { REMOTE_PDF_MAX_BYTES, REMOTE_PDF_TIMEOUT_MS } from './api-source';

/** The library files PDFs only (§2), so that is all a download may be. */
const DOCUMENT_TYPE = 'application/pdf';

/** The partners variant's documents (§7): a holding's documents, a document's metadata and its bytes. */
export interface PartnersDocuments {
  /** The documents of the fund a holding (by symbol) is; null when the source does not know the holding. */
  holdingDocuments(account: AccountKey, portfolioId: string, symbol: string): Promise<DocumentFeed[] | null>;
  document(id: string): Promise<DocumentFeed | null>;
  /** The file, streamed; null when the source does not know the id. */
  download(id: string): Promise<HttpFileStream | null>;
}

export function createPartnersDocuments(client: HttpClient): PartnersDocuments {
  return {
    holdingDocuments: (account, portfolioId, symbol) =>
      client.get(
        fillPath(P.holdingDocuments, { account: externalKey(account), portfolio: portfolioId, symbol }),
        documentsFeedSchema,
      ),
    document: (id) => client.get(dataApiPath(P.document, id), documentFeedSchema),
    download: (id) =>
      client.openFile(dataApiPath(P.documentDownload, id), {
        accept: DOCUMENT_TYPE,
        timeoutMs: REMOTE_PDF_TIMEOUT_MS,
        maxBytes: REMOTE_PDF_MAX_BYTES,
      }),
  };
}
