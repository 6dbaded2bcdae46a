/** Document and media enumerations (spec §3 Document, Media). */

/** §3 document types. */
export const DOCUMENT_TYPES = [
  'Factsheet',
  'KIID',
  'Prospectus and Brochures',
  'Presentations',
  'Forms',
  'Account documents',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** §3: only Forms and Account documents allow upload. */
export const UPLOADABLE_DOCUMENT_TYPES = [
  'Forms',
  'Account documents',
] as const satisfies readonly DocumentType[];

/** Each document type with whether users may upload it (§3). */
export const DOCUMENT_TYPE_RULES = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type, { uploadAllowed: uploadAllowed(type) }]),
) as Record<DocumentType, { uploadAllowed: boolean }>;

/** True when users may upload documents of this type (§3). */
export function uploadAllowed(type: DocumentType | string): boolean {
  return (UPLOADABLE_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** §3 media types. */
export const MEDIA_TYPES = [
  'Valuation',
  'Statement',
  'Transaction note',
  'Agreement / Legal',
  'Other',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** §2 file extensions the media list shows as images. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;

/** §5: uploads are PDF only. */
export const UPLOAD_MIME_TYPE = 'application/pdf';

/** §2 library date filter: all, or the last 3, 6 or 12 months. */
export const LIBRARY_DATE_FILTERS = ['all', '3m', '6m', '12m'] as const;
export type LibraryDateFilter = (typeof LIBRARY_DATE_FILTERS)[number];
