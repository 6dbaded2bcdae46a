import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { previewAllowsRequest, type Viewer } from '@portal/domain';
import { toViewer } from '../auth/sessions/index';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { requestLocale } from '../http/locale';
import { hashToken } from '../auth/tokens';
import { clearPreviewCookie, PREVIEW_COOKIE } from './preview-cookie';
import { findLivePreview } from './preview-repository';
import { runInPreview } from './preview-context';

/**
 * Called by the session layer once it has resolved the professional's own session: a live preview
 * cookie turns the request's viewer into the client, marked with `preview`, and `request.auth.user`
 * into the client's row (so "who am I" answers as the client would see it). The session stays the
 * professional's: it slides with the preview's requests, and signing out ends both. A cookie that
 * no longer names a live preview of this professional is cleared, and the request stays theirs.
 */
export async function applyPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
): Promise<void> {
  const token = request.cookies[PREVIEW_COOKIE];
  if (!token) return;
  const holder = request.viewer;
  const auth = request.auth;
  if (!holder || !auth || !holder.mfaValidated || holder.preview) {
    clearPreviewCookie(reply);
    return;
  }
  const now = new Date();
  const live = await findLivePreview(db, hashToken(token), {
    viewer: holder,
    sessionCreatedAt: auth.session.createdAt,
    now,
  });
  if (!live) {
    clearPreviewCookie(reply);
    return;
  }
  const client: Viewer = {
    ...toViewer(live.client, auth.session, requestLocale(request)),
    mfaValidated: true,
    strongSecondFactor: live.clientHasStrongFactor,
    preview: {
      byUserId: holder.userId,
      byName: auth.user.name,
      portalId: live.portalId,
      accountId: live.accountId,
      startedAt: live.startedAt.toISOString(),
      expiresAt: live.expiresAt.toISOString(),
    },
  };
  request.viewer = client;
  request.auth = { session: auth.session, user: live.client };
}

/**
 * Read-only by construction: in a preview, a request the domain's previewAllowsRequest does not
 * allow (anything but reads, ending the preview, signing out, the page-visit log) is refused before
 * any other hook or handler runs. An allowed one runs inside the preview context, which the activity
 * log reads to write the professional's preview entries instead of the client's.
 */
export const previewRequestHook: onRequestHookHandler = (request, _reply, done) => {
  const preview = request.viewer?.preview;
  if (!preview) {
    done();
    return;
  }
  if (!previewAllowsRequest(request.method, request.routeOptions.url ?? '')) {
    request.log.info({ method: request.method, url: request.routeOptions.url }, 'refused in preview');
    done(new AppError(403, 'preview_read_only', 'errors.preview_read_only'));
    return;
  }
  runInPreview(
    {
      byUserId: preview.byUserId,
      clientUserId: request.viewer!.userId,
      portalId: preview.portalId,
      accountId: preview.accountId,
    },
    done,
  );
};
