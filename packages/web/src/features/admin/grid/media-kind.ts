/** §2: these extensions are images; every other file gets a document icon. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;

/** The extension of a file name or link, lower-case ('' when it has none). */
export function extensionOf(name: string): string {
  const path = name.split(/[?#]/)[0]!;
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') && dot >= 0 ? path.slice(dot + 1).toLowerCase() : '';
}

export function isImage(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

interface StoredFile {
  name?: string;
  url?: string;
  fullUrl?: string | null;
}

/** A media item's file: its first stored file's link and name. */
export function mediaFile(item: Record<string, unknown>): { name: string; href: string } | null {
  const files = Array.isArray(item.file) ? (item.file as StoredFile[]) : [];
  const first = files[0];
  const href = first?.fullUrl || first?.url;
  if (!href) return null;
  return { name: first?.name || String(item.name ?? href), href };
}
