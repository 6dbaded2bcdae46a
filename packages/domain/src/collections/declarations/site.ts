import { MEDIA_TYPES } from '../../enums/documents';
import { byOrder, defineCollection, labelsOf, singleStep } from '../define';
import { field, nameField, optionsOf, orderField, portalField, refField } from '../fields';

/** Team members shown on the site (§3 Person), in order. */
export const people = defineCollection({
  slug: 'people',
  labels: labelsOf('people'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    field('title', 'text'),
    field('location', 'text'),
    field('photo', 'media-picker'),
    field('linkedin', 'text'),
    field('bio', 'richtext'),
    orderField,
  ]),
  grid: { columns: ['order', 'name', 'title', 'location'], sort: byOrder },
  search: ['name', 'title'],
  ordered: true,
});

/** Client logos and testimonials (§3 Client), in order. */
export const clients = defineCollection({
  slug: 'clients',
  labels: labelsOf('clients'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    field('logo', 'media-picker'),
    field('hideLogo', 'switch'),
    field('testimonial', 'textarea'),
    field('contact', 'text'),
    field('hideTestimonial', 'switch'),
    orderField,
  ]),
  grid: { columns: ['order', 'name', 'contact'], sort: byOrder },
  search: ['name', 'contact'],
  ordered: true,
});

/** Media libraries and their folders (§3 Library); a row drills down to its media. */
export const libraries = defineCollection({
  slug: 'libraries',
  labels: labelsOf('libraries'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    refField('parentId', 'libraries', { label: 'admin.fields.folder' }),
    field('media', 'grid', { collection: 'media' }),
    orderField,
  ]),
  grid: { columns: ['order', 'name'], sort: byOrder },
  search: ['name'],
  ordered: true,
  drilldown: { collection: 'media', field: 'parentId' },
});

/** Files of a library (§3 Media): read-only in the admin (§2), icons by extension, a click opens the file. */
export const media = defineCollection({
  slug: 'media',
  labels: labelsOf('media'),
  tenancy: 'portal',
  readOnly: true,
  steps: singleStep([
    portalField,
    refField('parentId', 'libraries', { label: 'admin.fields.library' }),
    nameField,
    field('type', 'select', { options: optionsOf(MEDIA_TYPES) }),
    field('file', 'file'),
    field('thumbnail', 'media-picker'),
    field('mime', 'text', { readOnly: true }),
    field('size', 'number', { integer: true, readOnly: true }),
    field('updatedAt', 'date-picker', { readOnly: true }),
  ]),
  grid: { columns: ['name', 'type', 'mime', 'updatedAt'], sort: { field: 'name', direction: 'asc' } },
  search: ['name'],
  parent: { collection: 'libraries', field: 'parentId' },
});

/** §2 navigation item visibility. */
const VISIBLE_FOR = ['Admin', 'Advisor', 'Investor'] as const;

/** Navigation items of a portal (§2: name, link, icon, visible-for, order). */
export const navigation = defineCollection({
  slug: 'navigation',
  labels: labelsOf('navigation'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    field('link', 'text', { required: true }),
    field('icon', 'icon'),
    field('visibleFor', 'select', {
      options: optionsOf(VISIBLE_FOR),
      multiple: true,
      help: 'admin.help.visibleFor',
    }),
    field('subnavigation', 'grid', { collection: 'subnavigation' }),
    orderField,
  ]),
  grid: { columns: ['order', 'name', 'link', 'visibleFor'], sort: byOrder },
  search: ['name', 'link'],
  ordered: true,
  drilldown: { collection: 'subnavigation', field: 'parentId' },
});

/** Sub-items of a navigation item (§2: name, link, order). */
export const subnavigation = defineCollection({
  slug: 'subnavigation',
  labels: labelsOf('subnavigation'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    { ...refField('parentId', 'navigation', { label: 'admin.fields.navigationItem' }), required: true },
    nameField,
    field('link', 'text', { required: true }),
    orderField,
  ]),
  grid: { columns: ['order', 'name', 'link'], sort: byOrder },
  search: ['name', 'link'],
  ordered: true,
  parent: { collection: 'navigation', field: 'parentId' },
});
