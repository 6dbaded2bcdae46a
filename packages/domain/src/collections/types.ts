import type { AdminCollection } from '../brands/types';
import type { FormFieldType } from '../enums/content';
import type { MessageKey } from '../i18n/messages';
import type { AccessRule } from '../policy/access-rules';
import type { LookupListName } from '../lookups/lookup';

/**
 * The admin collections (§2 Admin area, §3 Stored collections): the menu's names (AdminCollection,
 * which spells the data processes as the stored collections do) plus the ones reached otherwise
 * (submissions by drilldown, media inside libraries, navigation, client logos and testimonials).
 */
export type CollectionSlug =
  AdminCollection | 'submissions' | 'clients' | 'media' | 'navigation' | 'subnavigation';

/** What an admin route does to a collection; each has an access rule (§6, decision 16). */
export type CollectionOperation = 'read' | 'create' | 'update' | 'delete' | 'publish';

/** One choice of a select, dropdown, radio or combobox: the stored value and its label's i18n key. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * One field of a collection (§2 "Form definitions consist of steps, fieldsets and fields"). The
 * declaration is data, shared by the server (columns, validation, search) and the web (drawer form,
 * grid), so it holds no functions.
 */
export interface FieldConfig {
  /** Property name on the item: the API's key and, unless `virtual`, the server's column. */
  name: string;
  /** One of the §2 form field types; display-only types (label, tabs, grid, history) hold no value. */
  type: FormFieldType;
  /** i18n key of the label, e.g. 'admin.fields.name'. */
  label: string;
  /** i18n key of a help text under the field. */
  help?: string;
  required?: boolean;
  /** §5 message when a required value is missing; 'Required field' when not given. */
  requiredMessage?: MessageKey;
  /** Number fields: smallest and largest value ('Minimum value is {limit}', 'Maximum value is {limit}'). */
  min?: number;
  max?: number;
  /** Text fields: most characters ('Max {limit} characters'). */
  maxLength?: number;
  /** Number fields: a whole number (a JSON number); otherwise a decimal string, step 0.0000001 (§5). */
  integer?: boolean;
  /** Extra shape of a text: an e-mail address (§5 'Email must be valid'), a language or a theme id. */
  format?: 'email' | 'language' | 'theme';
  /** Choices of select, dropdown, radio and combobox (combobox also takes free text). */
  options?: readonly FieldOption[];
  /** collectionSelect, picker: the collection whose items are chosen. */
  collection?: CollectionSlug;
  /** lookup: the named list the value is chosen from (GET /api/lookups/{list}). */
  lookup?: LookupListName;
  /**
   * lookup: what is stored, the entry's value (a code, checked against the list's pattern; the
   * default) or its description (a name, up to 60 characters), for fields that hold names today.
   */
  lookupStores?: 'value' | 'description';
  /** collectionSelect, picker: several items (a list of ids). */
  multiple?: boolean;
  /** tabular: its columns; multi-group-text-field: its sub-fields (e.g. address lines). */
  fields?: readonly FieldConfig[];
  /** multi-group-text-field keyed by these (e.g. terms text per locale). */
  keys?: readonly string[];
  /** §2: read-only for non-admins. */
  admin?: boolean;
  /** §2: hidden from non-admins. */
  internal?: boolean;
  /** Shown but never written through the admin API (set by the system, e.g. a submission's creator). */
  readOnly?: boolean;
  /** Not a column of the collection's table: the server keeps it elsewhere (owners, groups, password). */
  virtual?: boolean;
  /** Unique per portal (or in the whole database for company-wide collections): Duplicate regenerates it. */
  unique?: boolean;
  /** Value a new item starts with in the form. */
  defaultValue?: string | number | boolean | null;
}

/** A group of fields on one step, optionally titled. */
export interface FieldsetConfig {
  name: string;
  /** i18n key of the fieldset title. */
  label?: string;
  fields: readonly FieldConfig[];
}

/** A step of the drawer form; shown as a tab when there is more than one (§2). */
export interface StepConfig {
  name: string;
  /** i18n key of the tab label. */
  label: string;
  /**
   * 'security' steps show a summary of the values entered so far; 'transaction' steps show the
   * holding, price, total value (price × amount, exact) and purchase date of the fields named
   * holding, price, amount and purchaseDate (§2).
   */
  kind?: 'security' | 'transaction';
  fieldsets: readonly FieldsetConfig[];
}

/** The grid of a collection (§2): its columns (field names) and its order. */
export interface GridConfig {
  columns: readonly string[];
  sort: { field: string; direction: 'asc' | 'desc' };
}

/**
 * A collection declared once (ARCHITECTURE "Admin is schema-driven"): its fields in steps and
 * fieldsets, its grid and search, flags and access. Everything else derives from it: the zod schema
 * (`collectionSchema`), the server's CRUD and the web's grid and drawer.
 */
export interface CollectionConfig {
  slug: CollectionSlug;
  /** i18n keys of the item type ('Add new {type}') and of the grid heading ('You have N {plural}'). */
  labels: { singular: string; plural: string };
  /**
   * `portal`: every row belongs to one portal of a company (portal_id); `company`: company-wide rows
   * (users, organisations, subscriptions, portals), scoped by the company they belong to.
   */
  tenancy: 'portal' | 'company';
  steps: readonly StepConfig[];
  grid: GridConfig;
  /** Fields the grid's search box matches (word prefixes, server-side). */
  search: readonly string[];
  /** Items carry `order` and move up or down by swapping order values (§2). */
  ordered?: boolean;
  /** Each save keeps a full snapshot; Publish stamps `publishedAt`; versions can be restored (§2, §3). */
  history?: boolean;
  /** The designer route that edits the item's body (§2 admin routes). */
  designer?: 'forms-designer' | 'designer' | 'data-designer';
  /** A row opens the grid of another collection filtered by this item (`/admin/{drilldown}/{id}`). */
  drilldown?: { collection: CollectionSlug; field: string };
  /** The item belongs to an item of another collection (the drilldown's reverse). */
  parent?: { collection: CollectionSlug; field: string };
  /** Listed and viewed only ('View details'), e.g. media (§2). */
  readOnly?: boolean;
  /** The access rule of each operation, decided by the domain policy's allowsRule. */
  access: Record<CollectionOperation, AccessRule>;
}
