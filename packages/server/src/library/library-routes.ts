import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentRenameSchema,
  libraryDuplicateSchema,
  libraryListQuerySchema,
  libraryUploadQuerySchema,
  MAX_UPLOAD_BYTES,
  libraryDocumentCreatedSchema,
  libraryDocumentPageSchema,
  libraryDocumentSchema,
  libraryFavouriteSchema,
  libraryTagsSchema,
  libraryTargetsSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { AppError, errorResponseSchema } from '../http/errors';
import { singleFile, singleFileLimits } from '../http/single-file';
import { pageQuerySchema, toPage } from '../http/paging';
import { findPortal } from '../portals/portal-repository';
import { listDocuments, listTags, listTargets } from './document-repository';
import { libraryContextOf, type LibraryDeps } from './library-context';
import { openDocument } from './operations/download-document';
import { sendPdf } from './send-pdf';
import { duplicateDocument } from './operations/duplicate-document';
import {
  markDocument,
  readable,
  removeDocument,
  renameDocument,
  setFavourite,
} from './operations/change-document';
import { tooLarge, uploadDocument } from './operations/upload-document';

export interface LibraryRouteOptions extends LibraryDeps {
  /** The upload limit in bytes; MAX_UPLOAD_BYTES unless a test wants a small one. */
  maxUploadBytes?: number;
}

const documentParams = z.object({ portalId: idParam, documentId: idParam });
const errors = errorResponses;

/** Room for the multipart envelope around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** §2 Library: list, sections, upload, download, rename, remove, favourite, duplicate, sign, approve. */
export const libraryRoutes: FastifyPluginAsyncZod<LibraryRouteOptions> = async (app, options) => {
  const maxBytes = options.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  // One byte over the limit reaches pdfGuard, which refuses it: busboy alone would silently truncate.
  await app.register(multipart, { limits: singleFileLimits(maxBytes) });
  const deps: LibraryDeps = options;
  noStore(app);

  app.get(
    '/api/portals/:portalId/library/documents',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The library of a portal, newest first, within the viewer’s scope',
        description:
          'Sections: all, mine (uploaded by me), latest (uploads), attention (not yet signed or approved, uploaded by others), favourites. Filters: account, group, type, date all / 3m / 6m / 12m, tag.',
        tags: ['library'],
        params: portalParams,
        querystring: libraryListQuerySchema.extend(pageQuerySchema.shape),
        response: {
          200: libraryDocumentPageSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      if (!(await findPortal(options.db, viewer, portalId))) throw notFound();
      const { page, pageSize, ...query } = request.query;
      const result = await listDocuments(options.db, viewer, portalId, query, toPage({ page, pageSize }));
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId/library/tags',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The §2 tags section: tags of the documents the viewer can read, with counts',
        tags: ['library'],
        params: portalParams,
        response: {
          200: libraryTagsSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!(await findPortal(options.db, viewer, request.params.portalId))) throw notFound();
      return { items: await listTags(options.db, viewer, request.params.portalId) };
    },
  );

  app.get(
    '/api/portals/:portalId/library/targets',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Accounts and groups the viewer may file documents under (the §2 account or group picker)',
        description:
          'Investors get their own accounts and no groups; staff the accounts in their scope and the portal’s groups.',
        tags: ['library'],
        params: portalParams,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: {
          200: libraryTargetsSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!(await findPortal(options.db, viewer, request.params.portalId))) throw notFound();
      return listTargets(options.db, viewer, request.params.portalId, {
        search: request.query.search,
        limit: 50,
      });
    },
  );

  app.post(
    '/api/portals/:portalId/library/documents',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Upload a PDF (multipart/form-data, one part named file)',
        description:
          'Where and what go in the query (accountId or groupId, type Forms or Account documents, onDuplicate copy or replace). PDF only, checked by content (415); larger than the limit: 413; a name already in the account or group without onDuplicate: 409 duplicate_file.',
        tags: ['library'],
        params: portalParams,
        querystring: libraryUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          201: libraryDocumentCreatedSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'validation.file_required');
      }
      const file = await singleFile(request);
      const created = await uploadDocument(libraryContextOf(deps, request), viewer, {
        portalId: request.params.portalId,
        query: request.query,
        file,
        maxBytes,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/portals/:portalId/library/documents/:documentId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One document’s details',
        tags: ['library'],
        params: documentParams,
        response: { 200: libraryDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return readable(
        libraryContextOf(deps, request),
        viewer,
        request.params.portalId,
        request.params.documentId,
      );
    },
  );

  app.get(
    '/api/portals/:portalId/library/documents/:documentId/file',
    {
      config: { access: 'authenticated', answers: 'file' },
      schema: {
        summary: 'Download the PDF through the server (the access policy is checked on every read)',
        description:
          'Anything the viewer cannot read is 404. A file the store cannot give: 500 document_url.',
        tags: ['library'],
        params: documentParams,
        response: { ...errors, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const opened = await openDocument(libraryContextOf(deps, request), viewer, request.params);
      return sendPdf(reply, opened);
    },
  );

  app.patch(
    '/api/portals/:portalId/library/documents/:documentId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Rename a document',
        description: 'Another file of that name in the same account or group: 409 duplicate_file_exists.',
        tags: ['library'],
        params: documentParams,
        body: documentRenameSchema,
        response: { 200: libraryDocumentSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const ctx = libraryContextOf(deps, request);
      await renameDocument(ctx, viewer, request.params, request.body.name);
      return readable(ctx, viewer, request.params.portalId, request.params.documentId);
    },
  );

  app.delete(
    '/api/portals/:portalId/library/documents/:documentId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Remove a document (soft delete; its file is deleted)',
        tags: ['library'],
        params: documentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDocument(libraryContextOf(deps, request), requireViewer(request), request.params);
      return reply.code(204).send(null);
    },
  );

  for (const [method, favourite] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/portals/:portalId/library/documents/:documentId/favourite',
      {
        config: { access: 'authenticated' },
        schema: {
          summary: favourite ? 'Mark as a favourite (per user)' : 'Remove from favourites',
          tags: ['library'],
          params: documentParams,
          response: { 200: libraryFavouriteSchema, ...errors },
        },
      },
      async (request) => {
        await setFavourite(
          libraryContextOf(deps, request),
          requireViewer(request),
          request.params,
          favourite,
        );
        return { favourite };
      },
    );
  }

  for (const mark of ['signed', 'approved'] as const) {
    app.post(
      `/api/portals/:portalId/library/documents/:documentId/${mark}`,
      {
        config: { access: mark === 'approved' ? 'professional' : 'authenticated' },
        schema: {
          summary: mark === 'signed' ? 'Mark as signed' : 'Mark as approved (staff)',
          tags: ['library'],
          params: documentParams,
          response: { 200: libraryDocumentSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const ctx = libraryContextOf(deps, request);
        await markDocument(ctx, viewer, request.params, mark);
        return readable(ctx, viewer, request.params.portalId, request.params.documentId);
      },
    );
  }

  app.post(
    '/api/portals/:portalId/library/documents/:documentId/duplicate',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Duplicate a document as '{name} - Copy', here or into another account or group",
        tags: ['library'],
        params: documentParams,
        body: libraryDuplicateSchema,
        response: { 201: libraryDocumentCreatedSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await duplicateDocument(
        libraryContextOf(deps, request),
        requireViewer(request),
        request.params,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
