import {
  accounts,
  dataProcesses,
  dataProcessSteps,
  groups,
  models,
  portals,
  subscriptions,
} from './declarations/portals';
import {
  commentary,
  forms,
  pages,
  posts,
  processes,
  riskProfiles,
  submissions,
} from './declarations/content';
import { organisations, users } from './declarations/people';
import { clients, libraries, media, navigation, people, subnavigation } from './declarations/site';
import type { CollectionConfig, CollectionSlug } from './types';

/** Every admin collection, by slug (the `{collection}` of `/admin/{collection}` and of the admin API). */
export const COLLECTIONS: Readonly<Record<CollectionSlug, CollectionConfig>> = {
  users,
  organisations,
  groups,
  accounts,
  portals,
  subscriptions,
  models,
  riskProfiles,
  forms,
  submissions,
  processes,
  'data-processes': dataProcesses,
  'data-processes-steps': dataProcessSteps,
  commentary,
  pages,
  posts,
  people,
  clients,
  libraries,
  media,
  navigation,
  subnavigation,
};

export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as CollectionSlug[];

export function isCollectionSlug(value: string): value is CollectionSlug {
  return Object.prototype.hasOwnProperty.call(COLLECTIONS, value);
}

/** The declaration of a collection, or undefined for a name that is not one. */
export function getCollection(slug: string): CollectionConfig | undefined {
  return isCollectionSlug(slug) ? COLLECTIONS[slug] : undefined;
}
