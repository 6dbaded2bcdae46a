import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveMessageSchema,
  messageListQuerySchema,
  sendMessageSchema,
  sendReplySchema,
  createdIdSchema,
  messagePageSchema,
  messageRecipientsSchema,
  messageThreadSchema,
  sentMessagesSchema,
  unreadCountSchema,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { findAttachedDocument } from '../library/document-repository';
import { openDocument } from '../library/operations/download-document';
import { libraryContextOf } from '../library/library-context';
import type { JobEngine } from '../jobs/job-engine';
import { createOutboxSmsProvider } from '../sms/outbox-sms-provider';
import { messageContextOf, type MessageDeps } from './message-context';
import { sendPdf } from '../library/send-pdf';
import { libraryDeps, type LibraryApiOptions } from '../library/library-deps';
import { findPortal } from '../portals/portal-repository';
import { findReadableMessage, listMessages, readThread, unreadCount } from './message-repository';
import { setMessageState, type MessageAction } from './operations/message-state';
import { replyToMessage, sendMessage } from './operations/send-message';
import { listRecipients } from './recipients';

const messageParams = z.object({ portalId: idParam, messageId: idParam });
const errors = errorResponses;

/** §2 Messages: tabs, threads, send, reply, archive, delete, read state, unread count, recipients. */
const messageRoutes: FastifyPluginAsyncZod<MessageDeps> = async (app, deps) => {
  const { db } = deps;
  noStore(app);
  /** Every route is inside a portal the viewer may open; others are 404. */
  app.addHook('preHandler', async (request) => {
    const { portalId } = request.params as { portalId: string };
    if (!(await findPortal(db, requireViewer(request), portalId))) throw notFound();
  });

  app.get(
    '/api/portals/:portalId/messages',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'A tab of the messages screen, newest first: latest, archive or sent',
        description:
          "With processId: that process's conversation instead of a tab, every message about it the viewer can read.",
        tags: ['messages'],
        params: portalParams,
        querystring: messageListQuerySchema.extend(pageQuerySchema.shape),
        response: {
          200: messagePageSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { tab, processId, page, pageSize } = request.query;
      const result = await listMessages(
        db,
        requireViewer(request),
        request.params.portalId,
        { tab, processId },
        toPage(request.query),
      );
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId/messages/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Unread messages addressed to the viewer (the navigation badge)',
        tags: ['messages'],
        params: portalParams,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ unread: await unreadCount(db, requireViewer(request), request.params.portalId) }),
  );

  app.get(
    '/api/portals/:portalId/messages/recipients',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Whom the viewer may write to',
        description:
          'A client: the advisors of their accounts (fixed = exactly one, shown without a picker). Staff: accounts in scope and the portal’s groups, by name, 50 of each, matching search.',
        tags: ['messages'],
        params: portalParams,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: {
          200: messageRecipientsSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      listRecipients(db, requireViewer(request), request.params.portalId, request.query.search),
  );

  app.post(
    '/api/portals/:portalId/messages',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Send a new message (starts a thread per recipient)',
        description:
          'recipient: [{kind: user|account|group, id}]; body: rich text, sanitised; attachmentIds: library documents the sender can read; processId: an active process of the portal (400 process_not_found otherwise); subthread: a topic within the thread; notification: {value: email|sms|inApp, notify} or a list (default: e-mail), sent by a background job; attachMessage: also file the message in the library of the account or group it goes to.',
        tags: ['messages'],
        params: portalParams,
        body: sendMessageSchema,
        response: { 201: sentMessagesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await sendMessage(
        messageContextOf(deps, request),
        requireViewer(request),
        request.params.portalId,
        request.body,
      );
      return reply.code(201).send({ ids });
    },
  );

  app.get(
    '/api/portals/:portalId/messages/:messageId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The thread of a message: the messages of it the viewer can read, oldest first',
        description: 'Each carries threadInitiator {name, at} for "In {name} thread started at {date}".',
        tags: ['messages'],
        params: messageParams,
        response: {
          200: messageThreadSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, messageId } = request.params;
      const message = await findReadableMessage(db, viewer, portalId, messageId);
      if (!message) throw notFound();
      return { threadId: message.threadId, items: await readThread(db, viewer, portalId, message.threadId) };
    },
  );

  app.post(
    '/api/portals/:portalId/messages/:messageId/replies',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Reply in the thread of a message (recipient, subject and process come from the thread)',
        tags: ['messages'],
        params: messageParams,
        body: sendReplySchema,
        response: { 201: createdIdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await replyToMessage(
        messageContextOf(deps, request),
        requireViewer(request),
        request.params,
        request.body,
      );
      return reply.code(201).send({ id });
    },
  );

  type Body = { archived?: boolean | undefined };
  const stateRoutes: [
    method: 'POST' | 'DELETE',
    path: string,
    action: (body: Body) => MessageAction,
    summary: string,
  ][] = [
    ['POST', '/read', () => 'read', 'Mark the thread read'],
    ['POST', '/unread', () => 'unread', 'Mark the thread unread'],
    [
      'POST',
      '/archive',
      (body) => (body.archived === false ? 'unarchive' : 'archive'),
      'Archive the thread (archived: false brings it back)',
    ],
    ['DELETE', '', () => 'delete', 'Delete the thread for the viewer (the other party keeps it)'],
  ];
  for (const [method, path, action, summary] of stateRoutes) {
    app.route({
      method,
      url: `/api/portals/:portalId/messages/:messageId${path}`,
      config: { access: 'authenticated' },
      schema: {
        summary,
        tags: ['messages'],
        params: messageParams,
        ...(method === 'POST' ? { body: archiveMessageSchema.nullish() } : {}),
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await setMessageState(
          libraryContextOf(deps, request),
          requireViewer(request),
          request.params,
          action(request.body ?? {}),
        );
        return reply.code(204).send(null);
      },
    });
  }

  app.get(
    '/api/portals/:portalId/messages/:messageId/attachments/:documentId',
    {
      config: { access: 'authenticated', answers: 'file' },
      schema: {
        summary: 'Download an attachment of a message the viewer can read',
        description:
          'Reading the message is what grants the file: 404 unless the message is readable and carries it.',
        tags: ['messages'],
        params: messageParams.extend({ documentId: idParam }),
        response: { ...errors, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { portalId, messageId, documentId } = request.params;
      const message = await findReadableMessage(db, viewer, portalId, messageId);
      if (!message?.attachments.some((attachment) => attachment.documentId === documentId)) throw notFound();
      // Reading the message grants its attachments; the document must still be in the library.
      const document = await findAttachedDocument(db, viewer, portalId, documentId);
      if (!document) throw notFound();
      const ctx = libraryContextOf(deps, request);
      return sendPdf(reply, await openDocument(ctx, viewer, { portalId, documentId }, 'message', document));
    },
  );
};

/** Messages exist only where the brand has them (§2: the partners brand has none): elsewhere 404. */
export async function registerMessagesApi(
  app: FastifyInstance,
  options: LibraryApiOptions & { jobs?: JobEngine | undefined },
): Promise<void> {
  if (!options.brand.navSwitches.messages) return;
  const library = libraryDeps(app, options);
  await app.register(messageRoutes, {
    ...library,
    jobs: options.jobs,
    sms: createOutboxSmsProvider(library.db, app.log),
  });
}
