import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import { organisations, portals, subscriptions, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { validationError } from '../../http/validation';
import { recordPortalChange } from './portal-settings';
import type { SettingsContext } from './settings-context';

export interface CreatePortalWrite {
  name: string;
  email: string;
  phone: string;
  portalLanguage: string;
  theme: string;
  subscriptionId?: string | null | undefined;
}

/**
 * The subscriptions a company may put a portal on: those it created (parent_id, as the admin
 * collection records them) and those its portals already use. The same rule as the admin area's.
 */
export function companySubscriptions(db: Database, organisationId: string) {
  return or(
    eq(subscriptions.parentId, organisationId),
    inArray(
      subscriptions.id,
      db
        .select({ id: portals.subscriptionId })
        .from(portals)
        .where(eq(portals.organisationId, organisationId)),
    ),
  );
}

/**
 * Create portal (§2 dialog): a company admin's new portal belongs to their company and counts
 * toward the brand's maximum (§9, 409 at it). The company row is locked while counting, so two
 * admins creating at once cannot both take the last place. The navigation is left empty, which
 * means the brand's navigation (§2 switches); the logo is uploaded on the settings screen.
 */
export async function createPortal(
  ctx: SettingsContext,
  viewer: Viewer,
  input: CreatePortalWrite,
): Promise<{ id: string }> {
  const organisationId = viewer.organisationId;
  if (viewer.role !== 'admin' || !organisationId) throw new AppError(403, 'forbidden', 'errors.forbidden');
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for('update');
    const max = ctx.brand.limits.maxPortals;
    if (max !== null) {
      const [row] = await db
        .select({ n: count() })
        .from(portals)
        .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
      if ((row?.n ?? 0) >= max)
        throw new AppError(409, 'portals_limit', 'errors.portals_limit', { limit: max });
    }
    if (input.subscriptionId) {
      const [known] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, input.subscriptionId),
            eq(subscriptions.active, true),
            companySubscriptions(db, organisationId),
          ),
        )
        .limit(1);
      if (!known) throw validationError([{ path: 'subscriptionId', key: 'validation.choice_not_found' }]);
    }
    const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
    const [created] = await db
      .insert(portals)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        portalLanguage: input.portalLanguage,
        theme: input.theme,
        subscriptionId: input.subscriptionId ?? null,
        organisationId,
        ownerId: viewer.userId,
        createdAt: ctx.now,
        createdBy: viewer.userId,
        createdName: actor?.name ?? null,
      })
      .returning({ id: portals.id });
    await recordPortalChange(db, viewer, created!.id, 'create', {
      name: [null, input.name],
      theme: [null, input.theme],
      portalLanguage: [null, input.portalLanguage],
      subscriptionId: [null, input.subscriptionId ?? null],
    });
    return { id: created!.id };
  });
}

/** The subscriptions the create dialog offers (name and limits), by name. */
export async function listCompanySubscriptions(db: Database, viewer: Viewer) {
  if (!viewer.organisationId) return [];
  return db
    .select({
      id: subscriptions.id,
      name: subscriptions.name,
      accountsLimit: subscriptions.accountsLimit,
      advisorsLimit: subscriptions.advisorsLimit,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.active, true), companySubscriptions(db, viewer.organisationId)))
    .orderBy(subscriptions.name)
    .limit(100);
}
