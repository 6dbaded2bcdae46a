import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RiskComparison } from '@portal/domain';
import { auditColumns, auditIndexes, percent } from './common';
import { benchmarks } from './market-data';
import { portalIdColumn } from './tenancy';

/** Risk profiles of the strategy simulator (spec: name, returns, factsheetUrl). */
export const riskProfiles = pgTable(
  'risk_profiles',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** Expected returns as shown to the client, e.g. "4% - 6%". */
    returns: text('returns').notNull(),
    factsheetUrl: text('factsheet_url').notNull(),
    /** 1-10; picks the IA benchmark (spec §9). */
    riskLevel: smallint('risk_level'),
    benchmarkId: uuid('benchmark_id').references(() => benchmarks.id),
    /** Questionnaire answers or score bands that lead to this profile. */
    questionnaire: jsonb('questionnaire'),
  },
  (t) => [
    index('risk_profiles_portal_id_idx').on(t.portalId),
    check('risk_profiles_risk_level_range', sql`"risk_level" between 1 and 10`),
    ...auditIndexes('risk_profiles', t, ['slug']),
  ],
);

/** Asset-class weights of a model portfolio: [{name, value}]. */
export type ModelData = { name: string; value: string }[];

/** Model (tactical) portfolios: stock exposure band min–max with an average, and a rebalance rule. */
export const models = pgTable(
  'models',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** The risk profile it suits (name as entered in the admin form). */
    profile: text('profile').notNull(),
    riskProfileId: uuid('risk_profile_id').references(() => riskProfiles.id),
    min: percent('min').notNull(),
    max: percent('max').notNull(),
    avg: percent('avg').notNull(),
    rebalance: text('rebalance').notNull(),
    data: jsonb('data').$type<ModelData>().notNull().default([]),
  },
  (t) => [index('models_portal_id_idx').on(t.portalId), ...auditIndexes('models', t, ['slug'])],
);

/**
 * Risk comparison data of a portal (§7): asset classes with sectors and their weights per risk
 * level, one document a portal (the domain's riskComparisonSchema checks it on write), shown by the
 * strategy simulator.
 */
export const riskComparisons = pgTable(
  'risk_comparisons',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    data: jsonb('data').$type<RiskComparison>().notNull(),
  },
  (t) => [uniqueIndex('risk_comparisons_portal_id_key').on(t.portalId)],
);
