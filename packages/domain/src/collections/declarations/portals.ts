import { BASE_THEMES, LOCALES } from '../../brands/types';
import { DATA_PROCESS_METHODS, GENDERS } from '../../enums/content';
import { byName, byOrder, defineCollection, fieldset, labelsOf, singleStep, step } from '../define';
import {
  emailField,
  field,
  nameField,
  optionsOf,
  orderField,
  phoneField,
  portalField,
  refField,
  slugField,
} from '../fields';

/** §3 account currencies (ISK is the Icelandic default). */
const ACCOUNT_CURRENCIES = ['GBP', 'ISK', 'EUR', 'USD'] as const;

/** Client groups of a portal (§3 Group; §5 name and score required). Slug 'default' marks the default group. */
export const groups = defineCollection({
  slug: 'groups',
  labels: labelsOf('groups'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    nameField,
    slugField,
    field('score', 'number', { integer: true, required: true }),
    field('welcome', 'richtext'),
    field('members', 'grid', { collection: 'accounts' }),
  ]),
  grid: { columns: ['name', 'score'], sort: byName },
  search: ['name'],
});

/**
 * Client accounts (§3 Account, §5). `owner` (the advisors) and `groups` live in their own tables;
 * the server adds the company's admins as owners and the default group to a new account, refuses
 * a second active account with the same e-mail in a portal and groups for an unregistered account.
 */
export const accounts = defineCollection({
  slug: 'accounts',
  labels: labelsOf('accounts'),
  tenancy: 'portal',
  steps: [
    step('account', [
      fieldset(
        'main',
        [
          portalField,
          nameField,
          { ...emailField, unique: true },
          refField('owner', 'users', {
            multiple: true,
            virtual: true,
            required: true,
            requiredMessage: 'validation.advisor_required',
            label: 'admin.fields.advisors',
          }),
          refField('groups', 'groups', { multiple: true, virtual: true }),
          field('externalId', 'text'),
          field('externalOwnerName', 'text'),
        ],
        false,
      ),
      fieldset('client', [
        field('gender', 'radio', { options: optionsOf(GENDERS) }),
        field('location', 'text'),
        field('inception', 'date-picker'),
        field('currency', 'select', { options: optionsOf(ACCOUNT_CURRENCIES) }),
      ]),
    ]),
    step('status', [
      fieldset(
        'main',
        [
          refField('clientUserId', 'users', { label: 'admin.fields.client', readOnly: true }),
          field('validated', 'switch', { admin: true }),
          field('termsAccepted', 'switch', { readOnly: true }),
          field('lastLogin', 'date-picker', { readOnly: true }),
          field('lastInviteSent', 'date-picker', { readOnly: true }),
        ],
        false,
      ),
    ]),
  ],
  grid: { columns: ['name', 'email', 'externalId', 'currency', 'lastLogin'], sort: byName },
  search: ['name', 'email', 'externalId'],
});

/** Portals (§3 Portal; §5 name, email, phone, language, logo, theme): the admin's company's. */
export const portals = defineCollection({
  slug: 'portals',
  labels: labelsOf('portals'),
  tenancy: 'company',
  steps: [
    step('portal', [
      fieldset(
        'main',
        [
          nameField,
          emailField,
          phoneField,
          field('portalLanguage', 'select', {
            format: 'language',
            options: optionsOf(LOCALES),
            required: true,
            requiredMessage: 'validation.language_required',
          }),
          field('photo', 'media-picker', {
            label: 'admin.fields.logo',
            required: true,
            requiredMessage: 'validation.logo_required',
          }),
          field('theme', 'select', {
            format: 'theme',
            options: optionsOf(BASE_THEMES),
            required: true,
            requiredMessage: 'validation.theme_required',
          }),
          refField('subscriptionId', 'subscriptions', { label: 'admin.fields.subscription', admin: true }),
        ],
        false,
      ),
    ]),
    step('content', [
      fieldset('terms', [field('tnc', 'multi-group-text-field', { keys: LOCALES })]),
      fieldset('navigation', [field('navigation', 'navigation-designer')]),
      // §7 funds spotlight: ISINs the explorer promotes, in this order (funds/spotlight on the server).
      fieldset('explorer', [
        field('fundSpotlight', 'multi-text-field', { help: 'admin.help.fundSpotlight', admin: true }),
      ]),
    ]),
    step(
      'security',
      [
        fieldset(
          'main',
          [
            field('requireSecondFactor', 'switch', { admin: true }),
            field('newsApi', 'text', { internal: true }),
            field('explorerApi', 'text', { internal: true }),
          ],
          false,
        ),
      ],
      { kind: 'security' },
    ),
  ],
  grid: { columns: ['name', 'email', 'theme', 'portalLanguage'], sort: byName },
  search: ['name', 'email'],
});

/** Subscription plans (§3; §5 name and both limits required). Company-wide. */
export const subscriptions = defineCollection({
  slug: 'subscriptions',
  labels: labelsOf('subscriptions'),
  tenancy: 'company',
  steps: singleStep([
    nameField,
    field('accountsLimit', 'number', { integer: true, required: true, min: 0 }),
    field('advisorsLimit', 'number', { integer: true, required: true, min: 0 }),
  ]),
  grid: { columns: ['name', 'accountsLimit', 'advisorsLimit'], sort: byName },
  search: ['name'],
});

/** A percentage of stock exposure, 0 to 100 (§2 tactical model bands). */
const exposure = (name: string) => field(name, 'number', { required: true, min: 0, max: 100 });

/** Model (tactical) portfolios (§3; §5 name, profile, min, max, avg, rebalance required). */
export const models = defineCollection({
  slug: 'models',
  labels: labelsOf('models'),
  tenancy: 'portal',
  steps: [
    step('model', [
      fieldset(
        'main',
        [
          portalField,
          nameField,
          field('profile', 'text', { required: true }),
          refField('riskProfileId', 'riskProfiles', { label: 'admin.fields.riskProfile' }),
          exposure('min'),
          exposure('max'),
          exposure('avg'),
          field('rebalance', 'combobox', {
            required: true,
            options: optionsOf(['Monthly', 'Quarterly', 'Semi-annually', 'Annually']),
          }),
        ],
        false,
      ),
    ]),
    step('allocation', [
      fieldset(
        'main',
        [
          field('data', 'tabular', {
            fields: [field('name', 'text', { required: true }), field('value', 'number', { required: true })],
          }),
        ],
        false,
      ),
    ]),
  ],
  grid: { columns: ['name', 'profile', 'min', 'max', 'avg'], sort: byName },
  search: ['name', 'profile'],
});

/** Data processes (§3; built in the data designer), whose steps are a drilldown. */
export const dataProcesses = defineCollection({
  slug: 'data-processes',
  labels: labelsOf('data-processes'),
  tenancy: 'portal',
  steps: singleStep([portalField, nameField, field('steps', 'grid', { collection: 'data-processes-steps' })]),
  grid: { columns: ['name'], sort: byName },
  search: ['name'],
  designer: 'data-designer',
  drilldown: { collection: 'data-processes-steps', field: 'parentId' },
});

/** Steps of a data process (§3: getFromApi, method GET/POST, location, dataset), in order. */
export const dataProcessSteps = defineCollection({
  slug: 'data-processes-steps',
  labels: labelsOf('data-processes-steps'),
  tenancy: 'portal',
  steps: singleStep([
    portalField,
    { ...refField('parentId', 'data-processes', { label: 'admin.fields.dataProcess' }), required: true },
    field('name', 'text'),
    field('getFromApi', 'switch'),
    field('method', 'select', { options: optionsOf(DATA_PROCESS_METHODS) }),
    field('location', 'text'),
    // Built in the data designer (target, format, data, mapping); shown here, never written from a grid.
    field('dataset', 'custom', { readOnly: true }),
    orderField,
  ]),
  grid: { columns: ['order', 'name', 'method', 'location'], sort: byOrder },
  search: ['name', 'location'],
  ordered: true,
  parent: { collection: 'data-processes', field: 'parentId' },
});
