import { canStartPreview, previewExpiry, type Viewer } from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import { hashToken, randomToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { endPreviews, insertPreview, loadPreviewTarget, portalOfAccount } from './preview-repository';

export interface StartedPreview {
  token: string;
  expiresAt: Date;
  clientName: string;
}

/**
 * Opens a preview of an account's client for a professional (issue 5 item 10): the domain decides
 * (404 out of scope, 403 not a professional, 409 no client user), then one transaction ends the
 * professional's earlier preview, stores the new one and writes the activity record, by the
 * professional, type `preview`. The token only goes to the professional's cookie.
 */
export async function startPreview(
  db: Database,
  viewer: Viewer,
  input: {
    portalId: string;
    accountId: string;
    sessionAbsoluteExpiresAt: Date;
    holderName: string;
    now: Date;
  },
): Promise<StartedPreview> {
  const target = await loadPreviewTarget(db, input.portalId, input.accountId);
  const decision = target
    ? canStartPreview(viewer, target.facts)
    : ({ allow: false, deny: 'not_found' } as const);
  if (!decision.allow) {
    if (decision.deny === 'not_found') throw new AppError(404, 'not_found', 'errors.not_found');
    if (decision.deny === 'forbidden') throw new AppError(403, 'forbidden', 'errors.forbidden');
    throw new AppError(409, 'preview_no_client', 'errors.preview_no_client');
  }
  const token = randomToken();
  const expiresAt = previewExpiry(input.now, input.sessionAbsoluteExpiresAt);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await endPreviews(tx, { userId: viewer.userId, now: input.now });
    const previewId = await insertPreview(tx, {
      tokenHash: hashToken(token),
      holder: { userId: viewer.userId, name: input.holderName },
      accountId: input.accountId,
      now: input.now,
      expiresAt,
    });
    await logActivity(tx, {
      portalId: input.portalId,
      userId: viewer.userId,
      type: 'preview',
      collection: 'accounts',
      entityId: input.accountId,
      info: {
        event: 'start',
        previewId,
        clientUserId: target!.facts.clientUserId,
        expiresAt: expiresAt.toISOString(),
      },
    });
  });
  return { token, expiresAt, clientName: target!.clientName ?? '' };
}

/**
 * Ends the preview the cookie names, if it is the professional's and still open, and logs the end
 * with its duration. Idempotent: an ended, expired or unknown preview changes nothing.
 */
export async function endPreview(
  db: Database,
  input: { professionalId: string; token: string | undefined; now: Date },
): Promise<boolean> {
  if (!input.token) return false;
  const tokenHash = hashToken(input.token);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [ended] = await endPreviews(tx, { userId: input.professionalId, now: input.now, tokenHash });
    if (!ended?.accountId) return false;
    const portalId = await portalOfAccount(tx, ended.accountId);
    if (portalId) {
      await logActivity(tx, {
        portalId,
        userId: input.professionalId,
        type: 'preview',
        collection: 'accounts',
        entityId: ended.accountId,
        info: {
          event: 'end',
          previewId: ended.id,
          durationMs: input.now.getTime() - ended.startedAt.getTime(),
        },
      });
    }
    return true;
  });
}
