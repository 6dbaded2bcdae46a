import { documents } from '../../db/schema/index';
import type { PortalSeed, SeedContext, Staff } from '../context';

export interface SeedDocument {
  id: string;
  /** One of the §3 document types. */
  type: string;
  name: string;
  fileName: string;
  bytes: Uint8Array;
  createdAt: Date;
  createdBy: Staff;
  accountId?: string;
  groupId?: string;
  fundId?: string;
  tags?: string[];
}

/** The storage key of a document's file: one folder per portal and document. */
export function documentKey(portalId: string, documentId: string, fileName: string): string {
  return `documents/${portalId}/${documentId}/${fileName}`;
}

/** Writes the PDF through the file store and records it in the documents table. */
export async function storeDocument(ctx: SeedContext, portal: PortalSeed, doc: SeedDocument): Promise<void> {
  const fileKey = documentKey(portal.portalId, doc.id, doc.fileName);
  await ctx.files.put(fileKey, doc.bytes, {
    contentType: 'application/pdf',
    custom: { documentId: doc.id, generatedBy: 'seed' },
  });
  ctx.writer.add(documents, {
    id: doc.id,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy.id,
    createdName: doc.createdBy.name,
    portalId: portal.portalId,
    name: doc.name,
    type: doc.type,
    fileKey,
    fileName: doc.fileName,
    size: doc.bytes.byteLength,
    mime: 'application/pdf',
    accountId: doc.accountId ?? null,
    groupId: doc.groupId ?? null,
    fundId: doc.fundId ?? null,
    generatedPdf: true,
    tags: doc.tags ?? [],
  });
}
