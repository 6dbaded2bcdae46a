import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './operations/download-document';

/**
 * Streams a PDF as an attachment with a server-chosen name, never rendered in the app's origin
 * (ASVS 3.2.1, 5.4.1): a sandboxing CSP and no caching.
 */
export function sendPdf(
  reply: FastifyReply,
  opened: { document: { name: string }; stream: Readable; size: number },
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(opened.size))
    .header('content-disposition', attachmentDisposition(opened.document.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(opened.stream);
}
