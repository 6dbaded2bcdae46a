import {
  COLLECTIONS,
  collectionSchema,
  fieldErrors,
  PAGE_BLOCK_TYPES,
  type PageBlockType,
} from '@portal/domain';

import type { PageBlock } from './page-api';

/** A block as the designer edits it, with a local key so React keeps its inputs while blocks move. */
export interface BlockDraft {
  key: string;
  type: PageBlockType;
  text: string;
}

let counter = 0;
export const newBlock = (type: PageBlockType): BlockDraft => ({ key: `b${(counter += 1)}`, type, text: '' });

const isBlockType = (value: unknown): value is PageBlockType =>
  (PAGE_BLOCK_TYPES as readonly unknown[]).includes(value);

/** The stored body as drafts; a block of an unknown kind becomes a paragraph with its text. */
export function blockDrafts(content: PageBlock[] | null): BlockDraft[] {
  return (content ?? []).map((block) => ({
    ...newBlock(isBlockType(block.type) ? block.type : 'paragraph'),
    text: typeof block.text === 'string' ? block.text : '',
  }));
}

export const toContent = (blocks: readonly BlockDraft[]): PageBlock[] =>
  blocks.map((block) => ({ type: block.type, text: block.text }));

/** The body checked with the pages collection's own schema (the server's): message keys by block index. */
export function blockErrors(blocks: readonly BlockDraft[]): Record<number, string> {
  const result = collectionSchema(COLLECTIONS.pages, 'update').safeParse({ content: toContent(blocks) });
  if (result.success) return {};
  const errors: Record<number, string> = {};
  for (const error of fieldErrors(result.error)) {
    const index = Number(error.path.split('.')[1]);
    if (Number.isInteger(index)) errors[index] ??= error.key;
  }
  return errors;
}

/** The list with the item at `from` moved to `to` (unchanged past either end). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A list block's items: its non-blank lines. */
export const listItems = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
