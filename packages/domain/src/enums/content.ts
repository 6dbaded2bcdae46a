/** Content, form and people enumerations (spec §2, §3, §4). */

/** §3 post tags. */
export const POST_TAGS = ['Advice', 'Insights', 'Product', 'Videos', 'Case studies'] as const;
export type PostTag = (typeof POST_TAGS)[number];

/** §3 page types. */
export const PAGE_TYPES = ['Landing', 'Blog', 'Resources', 'Funds', 'Account', 'Report', 'Form'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** §3/§4 submission workflow steps, in order. Allowed transitions are not specified. */
export const SUBMISSION_STEPS = ['Under review', 'Approved', 'Verified', 'Released'] as const;
export type SubmissionStep = (typeof SUBMISSION_STEPS)[number];

/** §3 account genders. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** §3 form ownership levels; §6 forms are owned at Personal or Organisation level. */
export const FORM_OWNERSHIP = ['Personal', 'Organisation'] as const;
export type FormOwnership = (typeof FORM_OWNERSHIP)[number];

/** §2 access levels of content. */
export const ACCESS_LEVELS = ['public', 'hidden', 'authenticated', 'users', 'organisations'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** §3 data process step HTTP methods. */
export const DATA_PROCESS_METHODS = ['GET', 'POST'] as const;
export type DataProcessMethod = (typeof DATA_PROCESS_METHODS)[number];

/** §3 default end message of a form. */
export const FORM_DEFAULT_END_MESSAGE = 'Thanks! Your data has been sent.';

/** §2 form field types of the admin drawer and the forms designer. */
// prettier-ignore
export const FORM_FIELD_TYPES = [
  'label', 'hidden', 'text', 'icon', 'number', 'slug', 'increment', 'password', 'textarea', 'file',
  'switch', 'checkbox', 'slider', 'date-picker', 'select', 'dropdown', 'collectionSelect', 'radio',
  'combobox', 'media-picker', 'picker', 'tabs', 'permissions', 'grid', 'history', 'range', 'dropzone',
  'tabular', 'navigation-designer', 'multi-text-field', 'multi-group-text-field', 'custom', 'richtext',
  'lookup',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
