import { and, eq } from 'drizzle-orm';
import type { Locale, Viewer } from '@portal/domain';
import type { PortalSettings } from '@portal/domain';
import type { SettingsField } from '@portal/domain/schemas/portal-settings';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { auditEvents, portals, subscriptions, users } from '../../db/schema/index';
import { isUuid } from '../../http/paging';
import { companyPortal, notFound, type PortalRow } from './company-portal';

/** A settings write as the schema parses it (only the fields the settings screen may change). */
export type SettingsWrite = Partial<Record<SettingsField, unknown>>;

const COLUMN: Record<SettingsField, keyof PortalRow> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  portalLanguage: 'portalLanguage',
  theme: 'theme',
  tnc: 'tnc',
  navigation: 'navigation',
};

/** The logo's address: the first stored file's. */
export const logoOf = (row: Pick<PortalRow, 'photo'>) => row.photo?.[0]?.url ?? null;

/**
 * The settings of a portal of the viewer's company (admins and advisors; §6 an investor has no
 * settings screen). Other companies' and unknown portals: 404.
 */
export async function readPortalSettings(
  db: Database,
  viewer: Viewer,
  portalId: string,
): Promise<PortalSettings> {
  if (!viewer.organisationId || !isUuid(portalId)) throw notFound();
  const [row] = await db
    .select({
      portal: portals,
      subscription: {
        id: subscriptions.id,
        name: subscriptions.name,
        accountsLimit: subscriptions.accountsLimit,
        advisorsLimit: subscriptions.advisorsLimit,
      },
    })
    .from(portals)
    .leftJoin(subscriptions, eq(subscriptions.id, portals.subscriptionId))
    .where(
      and(
        eq(portals.id, portalId),
        eq(portals.organisationId, viewer.organisationId),
        eq(portals.active, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  const p = row.portal;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    portalLanguage: (p.portalLanguage as Locale | null) ?? null,
    theme: p.theme,
    tnc: p.tnc ?? {},
    logo: logoOf(p),
    subscription: row.subscription?.id ? row.subscription : null,
    canEdit: viewer.role === 'admin',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves the settings a company admin changed: one transaction holds the row, writes the new values,
 * the audit record (field: [before, after]) and the activity-log entry, so none exists without the
 * others. Terms are plain text per locale (rendered as text by the terms dialog, never as HTML).
 */
export async function updatePortalSettings(
  db: Database,
  viewer: Viewer,
  portalId: string,
  input: SettingsWrite,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await companyPortal(tx as unknown as Database, viewer, portalId, { lock: true });
    const changes: Record<string, [unknown, unknown]> = {};
    const values: Partial<PortalRow> = {};
    for (const [field, value] of Object.entries(input) as [SettingsField, unknown][]) {
      if (value === undefined) continue;
      const column = COLUMN[field];
      const next = field === 'email' && typeof value === 'string' ? value.toLowerCase() : value;
      if (same(previous[column], next)) continue;
      changes[field] = [previous[column] ?? null, next ?? null];
      (values as Record<string, unknown>)[column] = next ?? null;
    }
    if (Object.keys(changes).length === 0) return;
    const [actor] = await tx.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
    await tx
      .update(portals)
      .set({ ...values, updatedAt: now, updatedBy: viewer.userId, updatedName: actor?.name ?? null })
      .where(eq(portals.id, portalId));
    await recordPortalChange(tx as unknown as Database, viewer, portalId, 'update', changes);
  });
}

/** The audit record and the activity-log entry of a change to a portal, in the caller's transaction. */
export async function recordPortalChange(
  db: Database,
  viewer: Viewer,
  portalId: string,
  action: string,
  changes: Record<string, [unknown, unknown]>,
): Promise<void> {
  await db.insert(auditEvents).values({
    portalId,
    action,
    collection: 'portals',
    entityId: portalId,
    createdBy: viewer.userId,
    changes,
  });
  await logActivity(db, {
    portalId,
    userId: viewer.userId,
    type: 'save',
    collection: 'portals',
    entityId: portalId,
    info: { action, fields: Object.keys(changes) },
  });
}
