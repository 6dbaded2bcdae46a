import { z } from 'zod';

/**
 * Answers every capability shares (issue 19): a page of a list, and what a route answers after
 * creating something or an empty success. Declared here, with the views, so the server serialises
 * with them and the web reads their types.
 */

/** A page of a list, as every list route answers it. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** The id of what a request created. */
export const createdIdSchema = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** A plain confirmation, e.g. 'If your email address exists, a link is on its way to you.' */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * What JSON.parse gives back for a value the server serialised: a Date (the repositories' rows)
 * arrives as its ISO string. The web reads answers that hold dates through this.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [Key in keyof T]: Wire<T[Key]> }
      : T;
