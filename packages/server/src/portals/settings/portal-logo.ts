import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { MAX_LOGO_BYTES } from '@portal/domain/schemas/portal-settings';
import type { Database } from '../../db/client';
import { portals } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';
import { safeFileName } from '../../storage/index';
import { scanUpload } from '../../storage/virus-scan/scan-upload';
import { tooLarge } from '../../library/operations/upload-document';
import { findPortal } from '../portal-repository';
import { companyPortal, notFound } from './company-portal';
import { recordPortalChange } from './portal-settings';
import { sniffLogoType } from './logo-type';
import type { SettingsContext } from './settings-context';

/**
 * Portal logos (§3 Portal.photo, §9 drawn 150 px wide). Stored under a key the server makes,
 * `portals/{portal}/logo/{uuid}.{ext}`; the portal's photo points at the API route that serves it
 * to whoever may open the portal, so the database holds no storage address.
 */
const FILE = /^([0-9a-f-]{36})\.(png|jpg|webp)$/;
const logoKey = (portalId: string, file: string) => `portals/${portalId}/logo/${file}`;
const logoUrl = (portalId: string, file: string) => `/api/portals/${portalId}/logo/${file}`;

/** The stored file behind a photo entry, when it is one of ours (the admin may pick a media file instead). */
function ownFile(portalId: string, url: string | null | undefined): string | null {
  const prefix = `/api/portals/${portalId}/logo/`;
  if (!url?.startsWith(prefix)) return null;
  const file = url.slice(prefix.length);
  return FILE.test(file) ? file : null;
}

export const notAnImage = () => new AppError(415, 'unsupported_media_type', 'errors.logo_type');

/** Reads the upload into memory, at most `maxBytes` (a logo is small); 413 past it. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) {
      stream.resume();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Replaces the portal's logo with an uploaded PNG, JPEG or WebP (content-checked, 415 otherwise;
 * 413 over the limit). The new file is stored first, then the row, audit and activity entries in
 * one transaction; the old file is removed once that has committed. Returns the new address.
 */
export async function uploadPortalLogo(
  ctx: SettingsContext,
  viewer: Viewer,
  portalId: string,
  file: { filename: string; stream: Readable; end?: () => Promise<void> } | undefined,
  maxBytes = MAX_LOGO_BYTES,
): Promise<{ logo: string }> {
  try {
    await companyPortal(ctx.db, viewer, portalId);
  } catch (error) {
    file?.stream.resume();
    throw error;
  }
  if (!file) throw new AppError(400, 'validation_error', 'validation.logo_required');
  const bytes = await readCapped(file.stream, maxBytes);
  // A second file or any other part after this one is refused before anything is stored.
  await file.end?.();
  const type = sniffLogoType(bytes);
  if (!type) throw notAnImage();
  await scanUpload(ctx.virusScanner, bytes);
  const name = `${randomUUID()}.${type.extension}`;
  const key = logoKey(portalId, name);
  await ctx.storage.put(key, bytes, {
    contentType: type.contentType,
    custom: { uploadedBy: viewer.userId, originalName: safeFileName(file.filename, 'logo') },
  });
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const row = await companyPortal(db, viewer, portalId, { lock: true });
      previous = row.photo?.[0]?.url ?? null;
      const photo = [
        {
          name: safeFileName(file.filename, 'logo'),
          url: logoUrl(portalId, name),
          created: ctx.now.toISOString(),
        },
      ];
      await db
        .update(portals)
        .set({ photo, updatedAt: ctx.now, updatedBy: viewer.userId })
        .where(eq(portals.id, portalId));
      await recordPortalChange(db, viewer, portalId, 'logo', { photo: [previous, photo[0]!.url] });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await removeOwnFile(ctx, portalId, previous);
  return { logo: logoUrl(portalId, name) };
}

/** Removes the portal's logo (the dashboard falls back to the brand mark). */
export async function removePortalLogo(
  ctx: SettingsContext,
  viewer: Viewer,
  portalId: string,
): Promise<void> {
  let previous: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const row = await companyPortal(db, viewer, portalId, { lock: true });
    previous = row.photo?.[0]?.url ?? null;
    if (!previous) return;
    await db
      .update(portals)
      .set({ photo: null, updatedAt: ctx.now, updatedBy: viewer.userId })
      .where(eq(portals.id, portalId));
    await recordPortalChange(db, viewer, portalId, 'logo', { photo: [previous, null] });
  });
  await removeOwnFile(ctx, portalId, previous);
}

async function removeOwnFile(ctx: SettingsContext, portalId: string, url: string | null) {
  const file = ownFile(portalId, url);
  if (!file) return;
  await ctx.storage
    .delete(logoKey(portalId, file))
    .catch((error: unknown) => ctx.log.warn({ err: error, portalId }, 'old logo not removed'));
}

/**
 * The logo file for anyone who may open the portal (the welcome dialog shows it to clients). Only
 * the portal's current logo is served; anything else is 404.
 */
export async function openPortalLogo(ctx: SettingsContext, viewer: Viewer, portalId: string, file: string) {
  if (!isUuid(portalId) || !FILE.test(file)) throw notFound();
  const portal = await findPortal(ctx.db, viewer, portalId);
  if (!portal || ownFile(portalId, portal.photo) !== file) throw notFound();
  const opened = await ctx.storage.open(logoKey(portalId, file));
  if (!opened) throw notFound();
  return opened;
}
