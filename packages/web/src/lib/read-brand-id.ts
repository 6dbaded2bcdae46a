import { DEFAULT_BRAND_ID, isBrandId, type BrandId } from '@portal/domain';

/**
 * The deployment's brand, from `<meta name="portal-brand">` which the server fills in when it serves
 * the page. An unfilled placeholder or an unknown id falls back to asset-manager.
 */
export function readBrandId(doc: Document = document): BrandId {
  const content = doc.querySelector('meta[name="portal-brand"]')?.getAttribute('content');
  return isBrandId(content) ? content : DEFAULT_BRAND_ID;
}
