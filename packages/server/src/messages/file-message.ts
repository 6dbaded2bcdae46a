import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTimeIn, formatLocale, type BrandConfig, type Locale } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { accounts, groups, messages, portals } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import type { LibraryTarget } from '../library/document-repository';
import { pdfFileName } from '../library/file-names';
import { recipientLocale } from '../library/library-context';
import { storeDocument } from '../library/operations/place-document';
import type { ChromiumPrinter } from '../reports/chromium-printer';
import type { FileStorage } from '../storage/index';
import { sanitizeMessageBody } from '../http/sanitize';

/** The queue whose jobs file a message in its recipient's library (§3 Message.attach_message). */
export const MESSAGE_FILE_QUEUE = 'message-file';

/** §3: a message filed for a client is one of their Account documents. */
const FILED_MESSAGE_TYPE = 'Account documents';

export interface FileMessageDeps {
  db: Database;
  storage: FileStorage;
  brand: BrandConfig;
  printer: ChromiumPrinter;
  log: FastifyBaseLogger;
}

const LABELS: Record<Locale, { from: string; to: string; sent: string }> = {
  en: { from: 'From', to: 'To', sent: 'Sent' },
  el: { from: 'Από', to: 'Προς', sent: 'Στάλθηκε' },
  is: { from: 'Frá', to: 'Til', sent: 'Sent' },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The message as a printable page. The body is the stored, sanitised rich text (sanitised again:
 * it is printed by a browser); the page's policy lets it load nothing, so no link or leftover
 * reference can reach the network from the printer.
 */
export function messagePage(input: {
  locale: Locale;
  subject: string;
  from: string;
  to: string;
  sentAt: Date;
  body: string;
}): string {
  const words = LABELS[input.locale];
  const sent = formatDateTimeIn(input.sentAt, formatLocale(input.locale), { timeZone: 'UTC' });
  return `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(input.subject)}</title>
<style>body{font-family:'Liberation Sans',Arial,sans-serif;font-size:11pt;color:#222;margin:0}
h1{font-size:16pt;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;color:#555}
dt{font-weight:bold}dd{margin:0}hr{border:0;border-top:1px solid #ccc;margin:12px 0}</style></head>
<body><h1>${escape(input.subject)}</h1><dl><dt>${words.from}</dt><dd>${escape(input.from)}</dd>
<dt>${words.to}</dt><dd>${escape(input.to)}</dd><dt>${words.sent}</dt><dd>${escape(sent)} UTC</dd></dl><hr>
<main>${sanitizeMessageBody(input.body)}</main></body></html>`;
}

/**
 * Files a message sent with attach_message in the library of the account or group it went to, as a
 * PDF in the portal's language, named by its subject (a clash takes _1, _2 … as an upload would),
 * filed by the sender. Anything else (no flag, a message to a user, a message gone) files nothing.
 * A job retried after the document was committed could file it twice; pg-boss retries only a
 * failed attempt, and storeDocument is all or nothing, so that takes a crash in between.
 */
export async function fileMessage(deps: FileMessageDeps, messageId: string): Promise<string | null> {
  const [message] = await deps.db
    .select({
      portalId: messages.portalId,
      subject: messages.subject,
      body: messages.body,
      createdBy: messages.createdBy,
      createdName: messages.createdName,
      createdAt: messages.createdAt,
      attachMessage: messages.attachMessage,
      accountId: accounts.id,
      accountName: accounts.name,
      groupId: groups.id,
      groupName: groups.name,
      portalLanguage: portals.portalLanguage,
    })
    .from(messages)
    .innerJoin(portals, eq(portals.id, messages.portalId))
    .leftJoin(accounts, eq(accounts.id, messages.recipientAccountId))
    .leftJoin(groups, eq(groups.id, messages.recipientGroupId))
    .where(eq(messages.id, messageId));
  if (!message?.attachMessage || !message.createdBy) return null;
  const target: LibraryTarget | null = message.accountId
    ? { kind: 'account', id: message.accountId, name: message.accountName ?? '', portalId: message.portalId }
    : message.groupId
      ? { kind: 'group', id: message.groupId, name: message.groupName ?? '', portalId: message.portalId }
      : null;
  if (!target) return null;
  const html = messagePage({
    locale: recipientLocale(deps.brand, null, message.portalLanguage),
    subject: message.subject,
    from: message.createdName ?? '',
    to: target.name,
    sentAt: message.createdAt,
    body: message.body,
  });
  const pdf = await deps.printer.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    return page.pdf({ format: 'A4', margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' } });
  });
  const filed = await storeDocument(
    deps,
    { userId: message.createdBy },
    {
      target,
      name: pdfFileName(message.subject),
      type: FILED_MESSAGE_TYPE,
      onDuplicate: 'copy',
      body: pdf,
      activity: 'message',
    },
  );
  return filed.id;
}

const jobData = z.object({ messageId: z.uuid(), portalId: z.uuid() });

/** The worker, where this process has a printer (as the quarterly packs). */
export async function workMessageFiling(engine: JobEngine, deps: FileMessageDeps): Promise<void> {
  await engine.work(MESSAGE_FILE_QUEUE, async (job) => {
    const { messageId } = jobData.parse(job.data);
    await fileMessage(deps, messageId);
  });
}
