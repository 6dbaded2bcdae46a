import { describe, expect, it } from 'vitest';

import { readBrandId } from './read-brand-id';

function docWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'portal-brand';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readBrandId', () => {
  it('reads the brand the server put in the meta tag', () => {
    expect(readBrandId(docWith('greek'))).toBe('greek');
  });

  it('falls back to asset-manager for a missing, unfilled or unknown brand', () => {
    expect(readBrandId(docWith(null))).toBe('asset-manager');
    expect(readBrandId(docWith('%PORTAL_BRAND%'))).toBe('asset-manager');
    expect(readBrandId(docWith('acme'))).toBe('asset-manager');
  });
});
