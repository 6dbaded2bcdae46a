import type {
  CreatedId,
  MessageItem as MessageItemRow,
  MessageRecipients,
  MessageTab,
  MessageThread,
  Page,
  SendMessageInput,
  SendReplyInput,
  Wire,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, deleteJson, postFile, postJson } from '../../lib/api-client';

/** A message as a tab lists it (the domain's messageItemSchema, dates as strings). */
export type MessageItem = Wire<MessageItemRow>;
export type ThreadMessage = Wire<MessageThread>['items'][number];
export type MessagePage = Page<MessageItem>;
/** Whom the viewer may write to: a client their advisors (`fixed`: exactly one); staff accounts and groups. */
export type Recipients = MessageRecipients;
type Named = { id: string; name: string };

export type MessageAction = 'read' | 'unread' | 'archive' | 'unarchive' | 'delete';

/** Messages per page of a tab. */
export const MESSAGE_PAGE_SIZE = 20;

const base = (portalId: string) => `/portals/${encodeURIComponent(portalId)}/messages`;
const messagePath = (portalId: string, id: string) => `${base(portalId)}/${encodeURIComponent(id)}`;

/**
 * Every message query of a portal starts with this key; the navigation's unread badge
 * (['messages', portalId, 'unread-count']) is refreshed by the same invalidation.
 */
export const messagesKey = (portalId: string) => ['messages', portalId] as const;

export const tabQuery = (portalId: string, tab: MessageTab, page: number) =>
  queryOptions({
    queryKey: [...messagesKey(portalId), 'tab', tab, page],
    queryFn: () =>
      apiFetch<MessagePage>(
        `${base(portalId)}?${new URLSearchParams({ tab, page: String(page), pageSize: String(MESSAGE_PAGE_SIZE) })}`,
      ),
    placeholderData: (previous) => previous,
  });

/** A process's conversation: every message about it the viewer can read, newest first. */
export const processMessagesQuery = (portalId: string, processId: string) =>
  queryOptions({
    queryKey: [...messagesKey(portalId), 'process', processId],
    queryFn: () =>
      apiFetch<MessagePage>(
        `${base(portalId)}?${new URLSearchParams({ processId, page: '1', pageSize: String(MESSAGE_PAGE_SIZE) })}`,
      ),
  });

export const threadQuery = (portalId: string, messageId: string) =>
  queryOptions({
    queryKey: [...messagesKey(portalId), 'thread', messageId],
    queryFn: () => apiFetch<Wire<MessageThread>>(messagePath(portalId, messageId)),
  });

export const recipientsQuery = (portalId: string, search: string) =>
  queryOptions({
    queryKey: [...messagesKey(portalId), 'recipients', search],
    queryFn: () => apiFetch<Recipients>(`${base(portalId)}/recipients?${new URLSearchParams({ search })}`),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

export const sendMessage = (portalId: string, body: SendMessageInput) =>
  postJson<{ ids: string[] }>(base(portalId), body);

export const sendReply = (portalId: string, messageId: string, body: SendReplyInput) =>
  postJson<CreatedId>(`${messagePath(portalId, messageId)}/replies`, body);

/** Read, unread, archive, bring back, delete: per viewer, for the whole thread. */
export function setMessageState(portalId: string, messageId: string, action: MessageAction): Promise<void> {
  const path = messagePath(portalId, messageId);
  if (action === 'delete') return deleteJson(path);
  if (action === 'unarchive') return postJson(`${path}/archive`, { archived: false });
  return postJson(`${path}/${action}`, {});
}

export const attachmentUrl = (portalId: string, messageId: string, documentId: string) =>
  `/api${messagePath(portalId, messageId)}/attachments/${encodeURIComponent(documentId)}`;

/* Attachments are library documents: the viewer's readable ones, or a file uploaded first. */
const library = (portalId: string) => `/portals/${encodeURIComponent(portalId)}/library`;

export const libraryDocumentsQuery = (portalId: string, page: number) =>
  queryOptions({
    queryKey: ['library', portalId, 'attachable', page],
    queryFn: () =>
      apiFetch<{ items: Named[]; total: number }>(
        `${library(portalId)}/documents?${new URLSearchParams({ page: String(page), pageSize: '10' })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const ownTargetsQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['library', portalId, 'targets', ''],
    queryFn: () => apiFetch<{ accounts: Named[]; groups: Named[] }>(`${library(portalId)}/targets?search=`),
    staleTime: 5 * 60_000,
  });

/** Uploads an attachment into the library (a clash of names keeps both: the new one becomes a copy). */
export function uploadAttachment(
  portalId: string,
  file: File,
  where: { accountId: string } | { groupId: string },
) {
  const query = new URLSearchParams({ ...where, type: 'Account documents', onDuplicate: 'copy' });
  return postFile<Named>(`${library(portalId)}/documents?${query}`, file);
}
