import { z } from 'zod';

/** The admin API's answers (§2 admin grid and forms, §7 uploads) and the development outbox. */

/** An item of a collection as the admin API answers it: the collection's fields (passwords never included). */
export const adminItemSchema = z.record(z.string(), z.unknown());

/** A page of a collection. */
export const adminItemPageSchema = z.object({
  items: z.array(adminItemSchema),
  total: z.number().int(),
  /** More rows than the server counts (10,000): the heading says 'You have 10,000+ …'. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** An item of an ordered collection after a move up or down. */
export const adminItemOrderSchema = z.object({ id: z.string(), order: z.number().int() });

/** An item's versions, newest first (Updated at, Updated by, Published). */
export const adminItemHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      version: z.number().int(),
      updatedAt: z.date(),
      updatedBy: z.string().nullable(),
      publishedAt: z.date().nullable(),
    }),
  ),
});
export type AdminItemVersion = z.infer<typeof adminItemHistorySchema>['items'][number];

/** A stored file (§3: file values are lists of name, url, fullUrl). */
export const uploadedFileSchema = z.object({ name: z.string(), url: z.string(), fullUrl: z.string() });

/** The newest mails of the development outbox. */
export const outboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      locale: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
