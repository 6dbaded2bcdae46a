import { describe, expect, it } from 'vitest';

import { blockDrafts, blockErrors, listItems, moved, newBlock, toContent } from './page-blocks';

describe('page designer blocks', () => {
  it('reads the stored body, turning an unknown kind into a paragraph, and writes it back in order', () => {
    const drafts = blockDrafts([
      { type: 'heading', text: 'About us' },
      { type: 'video', text: 'kept as text' },
      { type: 'list', text: null },
    ]);
    expect(drafts.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list']);
    expect(toContent(moved(drafts, 2, 0))).toEqual([
      { type: 'list', text: '' },
      { type: 'heading', text: 'About us' },
      { type: 'paragraph', text: 'kept as text' },
    ]);
  });

  it('checks blocks with the pages collection schema: too long a text is "Max {limit} characters"', () => {
    const ok = { ...newBlock('paragraph'), text: 'fine' };
    const long = { ...newBlock('quote'), text: 'x'.repeat(5001) };
    expect(blockErrors([ok, long])).toEqual({ 1: 'validation.max_characters' });
    expect(blockErrors([ok])).toEqual({});
  });

  it('takes a list block’s non-blank lines as its items', () => {
    expect(listItems(' ISA \n\nSIPP\n')).toEqual(['ISA', 'SIPP']);
  });
});
