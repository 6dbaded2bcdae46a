import { z } from 'zod';
import { BASE_THEMES, BRAND_IDS, LOCALES, type BrandConfig, type ThemeId } from '../brands/types';
import {
  activeField,
  emailField,
  writeObject,
  fileRef,
  idRef,
  invalidInput,
  nameField,
  optionalText,
} from './common';
import { languageField, phoneField } from './user';

const THEME_REQUIRED = 'validation.theme_required';

/** Any theme id of the product (§3 Portal themes): a base theme, `brand:<id>` or its professional variant. */
export const themeIdField = z.union(
  [
    z.enum(BASE_THEMES),
    z.templateLiteral(['brand:', z.enum(BRAND_IDS)]),
    z.templateLiteral(['brand:', z.enum(BRAND_IDS), ':professional']),
  ],
  { error: THEME_REQUIRED },
);

/** §5 Logo: at least one file, 'Logo is required'. */
const logo = z.array(fileRef, { error: 'validation.logo_required' }).min(1, 'validation.logo_required');

/** Create or update a portal (§3 Portal; §5 name, email, phone, language, logo and theme required). */
export const portalSchema = writeObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  portalLanguage: languageField,
  photo: logo,
  theme: themeIdField,
  portalDocument: fileRef.extend({ created: optionalText }).optional(),
  /** Terms text per locale, shown by the terms dialog (§2). */
  tnc: z.partialRecord(z.enum(LOCALES), z.string(invalidInput), invalidInput).optional(),
  owner: idRef().optional(),
  company: idRef().optional(),
  subscription: idRef().optional(),
  news_api: optionalText,
  explorer_api: optionalText,
  active: activeField,
});

/** The portal schema of one brand: the theme and language must be among those the brand offers. */
export function portalSchemaFor(brand: Pick<BrandConfig, 'themes' | 'locales'>) {
  return portalSchema.extend({
    theme: z.enum(brand.themes as [ThemeId, ...ThemeId[]], { error: THEME_REQUIRED }),
    portalLanguage: z.enum(brand.locales as [BrandConfig['defaultLocale']], {
      error: 'validation.language_required',
    }),
  });
}

export type PortalInput = z.input<typeof portalSchema>;
export type PortalWrite = z.output<typeof portalSchema>;
