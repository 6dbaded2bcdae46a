import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  translateMessage,
  messageResponseSchema,
  createdIdSchema,
  portalLogoSchema,
  portalSettingsViewSchema,
  subscriptionOptionsSchema,
} from '@portal/domain';
import {
  managerInvitationSchema,
  MAX_LOGO_BYTES,
  portalCreateSchemaFor,
  portalSettingsSchemaFor,
} from '@portal/domain/schemas/portal-settings';
import { requireViewer } from '../../auth/session-plugin';
import { withRetryAfter } from '../../auth/routes/route-helpers';
import { parseOrThrow } from '../../http/validation';
import { singleFile, singleFileLimits } from '../../http/single-file';
import { AppError, errorResponseSchema } from '../../http/errors';
import { tooLarge } from '../../library/operations/upload-document';
import { createPortal, listCompanySubscriptions, type CreatePortalWrite } from './create-portal';
import { inviteManager } from './manager-invitations';
import { openPortalLogo, removePortalLogo, uploadPortalLogo } from './portal-logo';
import { readPortalSettings, updatePortalSettings, type SettingsWrite } from './portal-settings';
import { settingsContextOf, type SettingsDeps } from './settings-context';

const idParam = z.string().max(64);
const portalParams = z.object({ portalId: idParam });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
/** Documents the body; the brand's schema (theme and language it offers) parses it in the handler. */
const objectBody = z.record(z.string(), z.unknown());
const MULTIPART_OVERHEAD = 64 * 1024;

export interface PortalSettingsRouteOptions extends SettingsDeps {
  maxLogoBytes?: number;
}

/**
 * Portal settings (route edit_portal), create portal and invite manager (§2 dialogs): company
 * admins change their company's portals (§6; rule `admin`, other companies' portals 404);
 * advisors of the company read the settings.
 */
export const portalSettingsRoutes: FastifyPluginAsyncZod<PortalSettingsRouteOptions> = async (
  app,
  options,
) => {
  const { maxLogoBytes = MAX_LOGO_BYTES, ...deps } = options;
  await app.register(multipart, { limits: singleFileLimits(maxLogoBytes) });
  const settingsSchema = portalSettingsSchemaFor(deps.brand);
  const createSchema = portalCreateSchemaFor(deps.brand);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/portals/:portalId/settings',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'The settings of a portal of the viewer’s company (edit_portal)',
        description: 'Admins and advisors of the company; canEdit is true for admins only.',
        tags: ['portals'],
        params: portalParams,
        response: { 200: portalSettingsViewSchema, ...errors },
      },
    },
    async (request) => readPortalSettings(deps.db, requireViewer(request), request.params.portalId),
  );

  app.patch(
    '/api/portals/:portalId/settings',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a portal’s name, contact, theme, language, terms per locale or navigation',
        description:
          'Validated with the admin portals collection’s schema (§5 messages), theme and language among those the brand offers. An unknown field (one the settings screen does not save, e.g. requireSecondFactor) is a 400 validation_error, and nothing is saved.',
        tags: ['portals'],
        params: portalParams,
        body: objectBody,
        response: { 200: portalSettingsViewSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const values = parseOrThrow(settingsSchema, request.body) as SettingsWrite;
      await updatePortalSettings(deps.db, viewer, request.params.portalId, values, new Date());
      return readPortalSettings(deps.db, viewer, request.params.portalId);
    },
  );

  app.post(
    '/api/portals/:portalId/logo',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Replace the portal’s logo (multipart/form-data, one part named file)',
        description: `PNG, JPEG or WebP, checked by content (415 otherwise, SVG included); at most ${MAX_LOGO_BYTES / 1024} KB (413).`,
        tags: ['portals'],
        params: portalParams,
        consumes: ['multipart/form-data'],
        response: {
          200: portalLogoSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (Number(request.headers['content-length'] ?? 0) > maxLogoBytes + MULTIPART_OVERHEAD)
        throw tooLarge(maxLogoBytes);
      if (!request.isMultipart()) {
        // Who may not change this portal learns that first, not what the route accepts.
        await readPortalSettings(deps.db, viewer, request.params.portalId);
        throw new AppError(400, 'validation_error', 'validation.logo_required');
      }
      const file = await singleFile(request);
      try {
        return await uploadPortalLogo(
          settingsContextOf(deps, request),
          viewer,
          request.params.portalId,
          file,
          maxLogoBytes,
        );
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxLogoBytes);
        throw file ? file.refusal(error) : error;
      }
    },
  );

  app.delete(
    '/api/portals/:portalId/logo',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Remove the portal’s logo',
        tags: ['portals'],
        params: portalParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePortalLogo(
        settingsContextOf(deps, request),
        requireViewer(request),
        request.params.portalId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/portals/:portalId/logo/:file',
    {
      config: { access: 'authenticated', answers: 'file' },
      schema: {
        summary: 'The portal’s logo image, for anyone who may open the portal',
        tags: ['portals'],
        params: z.object({ portalId: idParam, file: z.string().max(64) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const opened = await openPortalLogo(
        settingsContextOf(deps, request),
        requireViewer(request),
        request.params.portalId,
        request.params.file,
      );
      // A file name is never reused (a new upload gets a new one), so the browser may keep it.
      return reply
        .header('content-type', opened.contentType)
        .header('content-length', String(opened.size))
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline; filename="logo"')
        .send(opened.stream as never);
    },
  );

  app.get(
    '/api/portal-subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The subscriptions a company admin may put a new portal on (create-portal dialog)',
        tags: ['portals'],
        response: {
          200: subscriptionOptionsSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ items: await listCompanySubscriptions(deps.db, requireViewer(request)) }),
  );

  app.post(
    '/api/portals',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a portal of the admin’s company (create-portal dialog)',
        description:
          'Name, e-mail, phone, theme and language (§5), optionally a subscription of the company. 409 portals_limit at the brand’s maximum (§9).',
        tags: ['portals'],
        body: objectBody,
        response: { 201: createdIdSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = parseOrThrow(createSchema, request.body) as CreatePortalWrite;
      const created = await createPortal(settingsContextOf(deps, request), requireViewer(request), values);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/portals/:portalId/manager-invitations',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Invite a manager: mail an activation link that signs them up as a professional',
        description:
          'The mail is in the language given. 409 advisors_limit when the plan’s advisors (with pending invitations) are all taken; 429 past 20 invitations an hour.',
        tags: ['portals'],
        params: portalParams,
        body: managerInvitationSchema,
        response: {
          200: messageResponseSchema,
          ...errors,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await withRetryAfter(reply, () =>
        inviteManager(settingsContextOf(deps, request), viewer, request.params.portalId, request.body),
      );
      return { message: translateMessage('success.manager_invited', viewer.locale) };
    },
  );
};
