import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { meetsPortalSignInRule } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import type { TableChanges } from '../db/table-changes';
import { AppError } from '../http/errors';
import { isUuid } from '../http/paging';
import { requiresSecondFactor } from './portal-repository';

/**
 * How long a portal's rule is remembered. A change to portals clears the rules in every process
 * (table change notifications); the time limit only bounds a notification lost with its connection.
 */
const RULE_TTL_MS = 30_000;

/**
 * A portal can require a second factor beyond the emailed PIN (issue 3 item 11): every API request
 * that names a portal (`:portalId`) is held to the portal's rule through the domain policy. A
 * viewer who does not meet it gets 403 'second_factor_required' and the web app sends them to set up
 * an authenticator app.
 */
const guard: FastifyPluginAsync<{ database: DatabaseHandle; tableChanges: TableChanges }> = async (
  app,
  { database, tableChanges },
) => {
  const rules = new Map<string, { requireSecondFactor: boolean; at: number }>();
  tableChanges.onChange(['portals'], () => rules.clear());
  const ruleOf = async (portalId: string) => {
    const cached = rules.get(portalId);
    if (cached && Date.now() - cached.at < RULE_TTL_MS) return cached;
    const rule = { requireSecondFactor: await requiresSecondFactor(database.db, portalId), at: Date.now() };
    rules.set(portalId, rule);
    return rule;
  };
  app.addHook('preHandler', async (request) => {
    const portalId = (request.params as { portalId?: unknown } | undefined)?.portalId;
    if (typeof portalId !== 'string' || !isUuid(portalId) || !request.viewer) return;
    if (!meetsPortalSignInRule(request.viewer, await ruleOf(portalId)))
      throw new AppError(403, 'second_factor_required', 'errors.second_factor_required');
  });
};

export const secondFactorGuard = fp(guard, { name: 'second-factor-guard' });
