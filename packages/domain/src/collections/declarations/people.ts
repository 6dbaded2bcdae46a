import { LOCALES } from '../../brands/types';
import { defineCollection, fieldset, labelsOf, step, byName, singleStep } from '../define';
import { addressField, emailField, field, nameField, optionsOf, phoneField, refField } from '../fields';

/** Users (§3 User, §5): company-wide; passwords are write-only and hidden in the grid (§2). */
export const users = defineCollection({
  slug: 'users',
  labels: labelsOf('users'),
  tenancy: 'company',
  steps: [
    step('profile', [
      fieldset(
        'details',
        [
          nameField,
          { ...emailField, unique: true },
          phoneField,
          field('userLanguage', 'select', {
            format: 'language',
            options: optionsOf(LOCALES),
            required: true,
            requiredMessage: 'validation.language_required',
          }),
          field('title', 'text'),
          field('photo', 'media-picker'),
        ],
        false,
      ),
      fieldset('contact', [
        field('telephone', 'text'),
        field('linkedin', 'text'),
        field('other', 'text'),
        addressField,
      ]),
    ]),
    step(
      'security',
      [
        fieldset(
          'access',
          [
            field('password', 'password', { virtual: true }),
            refField('organisationId', 'organisations', { label: 'admin.fields.organisation', admin: true }),
            field('isAdmin', 'switch', { admin: true }),
            field('isProfessional', 'switch', { admin: true }),
            field('disabled', 'switch', { admin: true }),
            field('is2faDisabled', 'switch', { admin: true, internal: true }),
            field('hideIntroText', 'switch'),
            field('role', 'text', { admin: true }),
            field('lastLogin', 'date-picker', { readOnly: true }),
            // When the address was verified (sign-up link, e-ID, or an admin's verifyEmail); empty = not.
            field('emailVerifiedAt', 'date-picker', { readOnly: true }),
          ],
          false,
        ),
      ],
      { kind: 'security' },
    ),
  ],
  grid: {
    columns: ['name', 'email', 'emailVerifiedAt', 'password', 'isAdmin', 'isProfessional', 'lastLogin'],
    sort: byName,
  },
  search: ['name', 'email'],
});

/** Organisations (§3): the admin's company and the organisations it created (company-wide). */
export const organisations = defineCollection({
  slug: 'organisations',
  labels: labelsOf('organisations'),
  tenancy: 'company',
  steps: singleStep([
    nameField,
    field('url', 'text'),
    field('domain', 'text', { help: 'admin.help.domain' }),
    field('photo', 'media-picker', { label: 'admin.fields.logo' }),
    addressField,
  ]),
  grid: { columns: ['name', 'url', 'domain'], sort: byName },
  search: ['name', 'domain'],
});
