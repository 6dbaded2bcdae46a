import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLECTION_SLUGS,
  LOCALES,
  getCollection,
  writeObject,
  type BrandConfig,
  adminItemHistorySchema,
  adminItemOrderSchema,
  adminItemPageSchema,
  adminItemSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import type { TableChanges } from '../db/table-changes';
import { AppError, errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { keptCompanyPortalIds } from './company-portals';
import type { AdminContext } from './context';
import {
  createItem,
  duplicateItem,
  getItem,
  listHistory,
  listItems,
  moveItem,
  removeItem,
  restoreVersion,
  updateItem,
} from './store';
import { adminTable, assertMapped, type AdminTable } from './tables';

export interface AdminRouteOptions {
  database: DatabaseHandle;
  brand: BrandConfig;
  /** Clears the kept company portals when any process changes portals. */
  tableChanges: TableChanges;
}

const idParam = z.string().max(64);
const collectionParams = z.object({ collection: z.string().max(64) });
const itemParams = collectionParams.extend({ itemId: idParam });
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];
const access = { access: 'admin' as const };
/**
 * The grid's page is written as JSON without zod encoding it first (decision 119): its items are
 * records of unknown values, so the encoding only copied 50 rows field by field (about a tenth of
 * the route's CPU). The schema still documents the answer.
 */
const asItIs = () => (data: unknown) => JSON.stringify(data);
const collectionsText = `One of: ${COLLECTION_SLUGS.join(', ')}. An unknown collection is 404.`;

/**
 * The admin API: one set of routes for every declared collection (no per-collection route code).
 * Every route is for company admins (§6); an item outside the admin's company is 404. Writes
 * answer with the item as saved; passwords are never returned.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (
  app,
  { database, brand, tableChanges },
) => {
  assertMapped();
  // Read from the primary: a replica may not yet show the change its notification announced.
  const portals = keptCompanyPortalIds(database.db, tableChanges);

  /** `reads`: the grid's page may come from DATABASE_READ_URL's replica (a moment behind at most). */
  function resolve(
    request: FastifyRequest & { params: { collection: string } },
    reads = false,
  ): {
    ctx: AdminContext;
    t: AdminTable;
  } {
    const collection = getCollection(request.params.collection);
    if (!collection) throw new AppError(404, 'not_found', 'errors.not_found');
    return {
      ctx: {
        db: reads ? database.read : database.db,
        viewer: requireViewer(request),
        brand,
        portalIds: portals.ids,
      },
      t: adminTable(collection.slug),
    };
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // This process's own portal writes show in its next answer, not only once notified.
    const { collection } = (request.params ?? {}) as { collection?: string };
    if (request.method !== 'GET' && collection === 'portals') portals.forget();
  });

  app.get(
    '/api/admin/:collection',
    {
      config: access,
      serializerCompiler: asItIs,
      schema: {
        summary: 'A page of a collection’s grid',
        description: `50 rows a page by default, the total for “You have N {plural}” (counted up to 10,000; totalCapped when there are more); \`search\` matches the start of words in the collection's search fields; \`parent\` lists the items of a parent (forms → submissions). ${collectionsText}`,
        tags,
        params: collectionParams,
        querystring: pageQuerySchema.extend({
          search: z.string().max(200).optional(),
          parent: idParam.optional(),
          portalId: idParam.optional(),
          language: z.enum(LOCALES).optional(),
        }),
        response: {
          200: adminItemPageSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request, true);
      const { search, parent, portalId, page, pageSize } = request.query;
      const language = request.query.language ?? ctx.brand.defaultLocale;
      const result = await listItems(ctx, t, {
        search,
        parent,
        portalId,
        language,
        page: toPage(request.query),
      });
      return { ...result, page, pageSize };
    },
  );

  app.post(
    '/api/admin/:collection',
    {
      config: access,
      schema: {
        summary: 'Add an item',
        description: `Validated with the collection's declaration (§5 messages); business rules answer 409. ${collectionsText}`,
        tags,
        params: collectionParams,
        body: z.unknown(),
        response: { 201: adminItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, t } = resolve(request);
      return reply.code(201).send(await createItem(ctx, t, request.body));
    },
  );

  app.get(
    '/api/admin/:collection/:itemId',
    {
      config: access,
      schema: {
        summary: 'One item',
        tags,
        params: itemParams,
        response: { 200: adminItemSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return getItem(ctx, t, request.params.itemId);
    },
  );

  app.patch(
    '/api/admin/:collection/:itemId',
    {
      config: access,
      schema: {
        summary: 'Save an item',
        description:
          'Only the fields sent change; each is validated in full (a required field cannot be blanked).',
        tags,
        params: itemParams,
        body: z.unknown(),
        response: { 200: adminItemSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return updateItem(ctx, t, request.params.itemId, request.body);
    },
  );

  app.delete(
    '/api/admin/:collection/:itemId',
    {
      config: access,
      schema: {
        summary: 'Delete an item (soft: it becomes inactive)',
        tags,
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, t } = resolve(request);
      await removeItem(ctx, t, request.params.itemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/:collection/:itemId/publish',
    {
      config: access,
      schema: {
        summary: 'Save and publish an item (collections with history)',
        description:
          'The body, possibly empty, is saved as by PATCH; then published is stamped and a version kept. 403 where the collection keeps no history.',
        tags,
        params: itemParams,
        body: z.unknown(),
        response: { 200: adminItemSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return updateItem(ctx, t, request.params.itemId, request.body, { publish: true });
    },
  );

  app.post(
    '/api/admin/:collection/:itemId/duplicate',
    {
      config: access,
      schema: {
        summary: "Duplicate an item (' - Copy' on the name, '-copy' on the slug)",
        tags,
        params: itemParams,
        response: { 201: adminItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, t } = resolve(request);
      return reply.code(201).send(await duplicateItem(ctx, t, request.params.itemId));
    },
  );

  app.post(
    '/api/admin/:collection/:itemId/move',
    {
      config: access,
      schema: {
        summary: 'Move an item of an ordered collection up or down',
        description:
          'Swaps the order values of the item and its neighbour. 403 for a collection that is not ordered.',
        tags,
        params: itemParams,
        body: writeObject({ direction: z.enum(['up', 'down']) }),
        response: { 200: adminItemOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return moveItem(ctx, t, request.params.itemId, request.body.direction);
    },
  );

  app.get(
    '/api/admin/:collection/:itemId/history',
    {
      config: access,
      schema: {
        summary: 'Versions of an item, newest first (Updated at, Updated by, Published)',
        description: '403 where the collection keeps no history.',
        tags,
        params: itemParams,
        response: {
          200: adminItemHistorySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return listHistory(ctx, t, request.params.itemId);
    },
  );

  app.post(
    '/api/admin/:collection/:itemId/history/:versionId/restore',
    {
      config: access,
      schema: {
        summary: 'Restore an older version of an item',
        description: "The version's values are saved as the item's; a new version records the restore.",
        tags,
        params: itemParams.extend({ versionId: idParam }),
        response: { 200: adminItemSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, t } = resolve(request);
      return restoreVersion(ctx, t, request.params.itemId, request.params.versionId);
    },
  );
};
