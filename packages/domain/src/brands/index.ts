import { assetManager } from './asset-manager';
import { demo } from './demo';
import { greek } from './greek';
import { icelandic } from './icelandic';
import { partners } from './partners';
import { BRAND_IDS, type BrandConfig, type BrandId } from './types';

/** The five brand configurations by id (§1). A deployment runs one of them (`BRAND=…`). */
export const brands: Record<BrandId, BrandConfig> = {
  'asset-manager': assetManager,
  partners,
  greek,
  icelandic,
  demo,
};

/** The brand a deployment runs when none is chosen. */
export const DEFAULT_BRAND_ID: BrandId = 'asset-manager';

/** True when `value` names one of the five brands. */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** The configuration of a brand; throws for an unknown id. */
export function getBrand(id: BrandId | string): BrandConfig {
  if (!isBrandId(id)) throw new Error(`Unknown brand '${id}'; expected one of ${BRAND_IDS.join(', ')}`);
  return brands[id];
}

export { assetManager, demo, greek, icelandic, partners };
