import { z } from 'zod';
import { pageOf } from './page';

/** §2 Library's answers: the documents, tags and filing targets, declared once for the server and the web. */

/** A library document as the server lists it (dates are ISO strings on the wire: Wire<LibraryDocument>). */
export const libraryDocumentSchema = z.object({
  id: z.string(),
  portalId: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().nullable(),
  createdAt: z.date(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.date().nullable(),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  favourite: z.boolean(),
  signedAt: z.date().nullable(),
  approvedAt: z.date().nullable(),
  tags: z.array(z.string()),
  generated: z.boolean(),
  canManage: z.boolean(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const libraryDocumentPageSchema = pageOf(libraryDocumentSchema);

/** The §2 tags section: tags of the documents the viewer can read, with counts. */
export const libraryTagsSchema = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type LibraryTags = z.infer<typeof libraryTagsSchema>;

/** Where a document may be filed: the viewer's accounts and (staff) the portal's groups. */
export const libraryTargetsSchema = z.object({
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LibraryTargets = z.infer<typeof libraryTargetsSchema>;

/** An uploaded or duplicated document. */
export const libraryDocumentCreatedSchema = z.object({ id: z.string(), name: z.string() });

/** The viewer's favourite mark on a document after a change. */
export const libraryFavouriteSchema = z.object({ favourite: z.boolean() });
