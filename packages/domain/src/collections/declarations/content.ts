import {
  FORM_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MAX,
  SITE_CHANNEL_MAX,
  SLIDER_MAX,
  SLIDER_MIN,
} from '../../constants';
import { LOCALES } from '../../brands/types';
import {
  FORM_DEFAULT_END_MESSAGE,
  FORM_OWNERSHIP,
  PAGE_TYPES,
  POST_TAGS,
  SUBMISSION_STEPS,
} from '../../enums/content';
import { byName, defineCollection, fieldset, labelsOf, singleStep, step } from '../define';
import { field, nameField, optionsOf, orderField, portalField, refField, slugField } from '../fields';

const byNewest = { field: 'createdAt', direction: 'desc' } as const;
const createdAtField = field('createdAt', 'date-picker', { readOnly: true });
const updatedAtField = field('updatedAt', 'date-picker', { readOnly: true });
const publishedAtField = field('publishedAt', 'date-picker', {
  readOnly: true,
  label: 'admin.fields.published',
});

/** Risk profiles of the strategy simulator (§3; §5 name, returns and factsheet url required). */
export const riskProfiles = defineCollection({
  slug: 'riskProfiles',
  labels: labelsOf('riskProfiles'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    field('returns', 'text', { required: true }),
    field('factsheetUrl', 'text', { required: true }),
    field('riskLevel', 'slider', { integer: true, min: SLIDER_MIN, max: SLIDER_MAX }),
  ]),
  grid: { columns: ['name', 'returns', 'riskLevel'], sort: byName },
  search: ['name'],
});

/** Market commentary (§3: name, reportdate, attachment, body). */
export const commentary = defineCollection({
  slug: 'commentary',
  labels: labelsOf('commentary'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    field('reportDate', 'date-picker'),
    // Not in §3: a Greek or Icelandic client's report shows commentary written for them (empty: all).
    field('language', 'select', { format: 'language', options: optionsOf(LOCALES) }),
    field('attachment', 'file'),
    field('body', 'richtext'),
  ]),
  grid: { columns: ['name', 'reportDate'], sort: { field: 'reportDate', direction: 'desc' } },
  search: ['name'],
});

/**
 * Forms (§3 Form; §5 description ≤ 200). Their steps, fieldsets and fields are built in the forms
 * designer; a row drills down to its submissions.
 */
export const forms = defineCollection({
  slug: 'forms',
  labels: labelsOf('forms'),
  tenancy: 'portal',
  steps: [
    step('settings', [
      fieldset(
        'main',
        [
          portalField,
          nameField,
          field('description', 'textarea', { maxLength: FORM_DESCRIPTION_MAX }),
          field('owned', 'radio', { options: optionsOf(FORM_OWNERSHIP), defaultValue: 'Personal' }),
          field('single', 'switch'),
          field('editable', 'switch', { defaultValue: true }),
          field('sendCsv', 'switch'),
          field('recipients', 'multi-text-field'),
          field('endMessage', 'textarea', { defaultValue: FORM_DEFAULT_END_MESSAGE }),
        ],
        false,
      ),
    ]),
    step('autorespond', [
      fieldset(
        'main',
        [
          field('autorespondEmail', 'switch'),
          field('autorespondSubject', 'text'),
          field('autorespondBody', 'richtext'),
        ],
        false,
      ),
    ]),
  ],
  grid: { columns: ['name', 'description', 'owned'], sort: byName },
  search: ['name'],
  designer: 'forms-designer',
  drilldown: { collection: 'submissions', field: 'parentId' },
});

/** Submissions of a form (§3; workflow Under review → Approved → Verified → Released, §4). */
export const submissions = defineCollection({
  slug: 'submissions',
  labels: labelsOf('submissions'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    { ...refField('parentId', 'forms', { label: 'admin.fields.form' }), required: true },
    refField('accountId', 'accounts', { label: 'admin.fields.account' }),
    field('step', 'select', {
      options: optionsOf(SUBMISSION_STEPS),
      required: true,
      defaultValue: 'Under review',
    }),
    field('autorespond', 'switch'),
    field('createdName', 'text', { readOnly: true, label: 'admin.fields.createdBy' }),
    createdAtField,
    field('data', 'custom', { readOnly: true }),
  ]),
  grid: { columns: ['createdName', 'step', 'createdAt'], sort: byNewest },
  search: ['createdName', 'step'],
  parent: { collection: 'forms', field: 'parentId' },
});

/** Processes: a named form flow offered to clients (§3: name, formId, single). */
export const processes = defineCollection({
  slug: 'processes',
  labels: labelsOf('processes'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    refField('formId', 'forms', { label: 'admin.fields.form' }),
    field('single', 'switch'),
  ]),
  grid: { columns: ['name', 'single'], sort: byName },
  search: ['name'],
});

/** Who may see a page or post (§2 access-level chooser). */
const accessField = field('access', 'permissions');
const historyField = field('history', 'history');

/** Kinds of block of a page body, in the order the page designer offers them. */
export const PAGE_BLOCK_TYPES = ['heading', 'paragraph', 'list', 'quote'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];
export const PAGE_BLOCK_MAX_CHARS = 5000;

/**
 * A page's body: ordered blocks ({type, text}; a list's items are its lines), built in the page
 * designer (/designer/pages/{id}) and also editable as rows in the drawer. Saved through the admin
 * API like any field, so it is validated, versioned with the page and published with it.
 */
const pageBodyField = field('content', 'tabular', {
  fields: [
    field('type', 'select', {
      required: true,
      options: PAGE_BLOCK_TYPES.map((value) => ({ value, label: `dataDesigner.page.blocks.${value}` })),
    }),
    field('text', 'textarea', { label: 'admin.fields.body', maxLength: PAGE_BLOCK_MAX_CHARS }),
  ],
});

/** Pages of the public site (§3 Page; §5 SEO description ≤ 150). Ordered, with history. */
export const pages = defineCollection({
  slug: 'pages',
  labels: labelsOf('pages'),
  tenancy: 'portal',
  steps: [
    step('page', [
      fieldset(
        'main',
        [
          portalField,
          nameField,
          slugField,
          field('type', 'select', { options: optionsOf(PAGE_TYPES) }),
          field('title', 'text'),
          field('summary', 'textarea'),
        ],
        false,
      ),
      fieldset('seo', [
        field('description', 'textarea', { maxLength: SEO_DESCRIPTION_MAX }),
        field('socialImg', 'media-picker'),
      ]),
      fieldset('body', [pageBodyField], false),
    ]),
    step('display', [
      fieldset(
        'main',
        [
          field('hidden', 'switch'),
          field('protected', 'switch'),
          field('promoted', 'switch'),
          field('linkTarget', 'text'),
          field('linkLabel', 'text'),
          field('channel', 'text', { maxLength: SITE_CHANNEL_MAX }),
          accessField,
          orderField,
        ],
        false,
      ),
    ]),
    step('history', [fieldset('main', [historyField, updatedAtField, publishedAtField], false)]),
  ],
  grid: {
    columns: ['order', 'name', 'slug', 'type', 'publishedAt'],
    sort: { field: 'order', direction: 'asc' },
  },
  search: ['name', 'slug', 'title'],
  ordered: true,
  history: true,
  designer: 'designer',
});

/** Posts (§3 Post): news and insights, with history. */
export const posts = defineCollection({
  slug: 'posts',
  labels: labelsOf('posts'),
  tenancy: 'portal',
  steps: [
    step('post', [
      fieldset(
        'main',
        [
          portalField,
          nameField,
          slugField,
          field('summary', 'textarea'),
          field('publishDate', 'date-picker'),
          refField('authorId', 'people', { label: 'admin.fields.author' }),
          field('tags', 'select', { options: optionsOf(POST_TAGS), multiple: true }),
          field('image', 'media-picker'),
        ],
        false,
      ),
      fieldset('teaser', [field('teaserTitle', 'text'), field('teaserSummary', 'textarea')]),
    ]),
    step('content', [
      fieldset(
        'main',
        [
          field('content', 'richtext'),
          field('embed', 'text'),
          field('keypoints', 'multi-text-field'),
          field('hidden', 'switch'),
          field('channel', 'text', { maxLength: SITE_CHANNEL_MAX }),
          accessField,
        ],
        false,
      ),
    ]),
    step('history', [fieldset('main', [historyField, updatedAtField, publishedAtField], false)]),
  ],
  grid: {
    columns: ['name', 'publishDate', 'tags', 'publishedAt'],
    sort: { field: 'publishDate', direction: 'desc' },
  },
  search: ['name', 'slug'],
  history: true,
  designer: 'designer',
});
