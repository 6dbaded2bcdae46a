import type { OnDuplicate, Viewer } from '@portal/domain';
import { AppError } from '../../http/errors';
import { notifyDocumentAdded } from '../document-mail';
import { duplicateName } from '../file-names';
import type { LibraryContext } from '../library-context';
import { fileKeyOf, manageable } from './change-document';
import { storeDocument } from './place-document';
import { uploadTarget } from './upload-document';

/**
 * §2 duplicate: a copy of the file named '{name} - Copy' (§4), in the same account or group or in
 * another one the viewer may file into. A clash takes the next free _1, _2 … unless told to replace.
 */
export async function duplicateDocument(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; documentId: string },
  options: {
    accountId?: string | undefined;
    groupId?: string | undefined;
    onDuplicate?: OnDuplicate | undefined;
  },
): Promise<{ id: string; name: string }> {
  const source = await manageable(ctx, viewer, ref.portalId, ref.documentId);
  const where =
    options.accountId || options.groupId
      ? { accountId: options.accountId, groupId: options.groupId }
      : { accountId: source.account?.id, groupId: source.account ? undefined : source.group?.id };
  if (!where.accountId && !where.groupId)
    throw new AppError(400, 'validation_error', 'validation.library_target_required');
  const target = await uploadTarget(ctx, viewer, ref.portalId, where);
  const opened = await ctx.storage.open(await fileKeyOf(ctx.db, source.id));
  if (!opened) throw new AppError(500, 'document_url', 'errors.document_url');
  const copy = await storeDocument(ctx, viewer, {
    target,
    name: duplicateName(source.name),
    type: source.type,
    onDuplicate: options.onDuplicate ?? 'copy',
    body: opened.stream,
    tags: source.tags,
    activity: 'duplicate',
  });
  await notifyDocumentAdded(ctx, viewer, target, copy.name);
  return copy;
}
