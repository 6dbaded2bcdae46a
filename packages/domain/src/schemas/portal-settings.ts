import { z } from 'zod';
import type { BrandConfig, Locale, ThemeId } from '../brands/types';
import { portals } from '../collections/declarations/portals';
import { collectionSchema } from '../collections/schema';
import { nameField as requiredName, emailField, writeObject } from './common';
import { languageField } from './user';

/**
 * The portal-settings screen, the create-portal dialog and the invite-manager dialog (§2). Their
 * fields and §5 messages are the admin portals collection's (one declaration, ARCHITECTURE "Admin
 * is schema-driven"); these schemas only pick which fields each operation may write (ASVS 15.3.3)
 * and narrow theme and language to what the brand offers.
 */

const THEME_REQUIRED = 'validation.theme_required';
const LANGUAGE_REQUIRED = 'validation.language_required';

const full = collectionSchema(portals, 'create');

/** What the settings screen may change: contact, look, language, terms per locale, navigation. */
export const SETTINGS_FIELDS = [
  'name',
  'email',
  'phone',
  'portalLanguage',
  'theme',
  'tnc',
  'navigation',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** PATCH /api/portals/:portalId/settings: a partial save, each present field checked in full. */
export const portalSettingsSchema = full
  .pick({
    name: true,
    email: true,
    phone: true,
    portalLanguage: true,
    theme: true,
    tnc: true,
    navigation: true,
  })
  .partial();

/** POST /api/portals (create-portal dialog): the §5 required fields but the logo, uploaded afterwards. */
export const portalCreateSchema = full.pick({
  name: true,
  email: true,
  phone: true,
  portalLanguage: true,
  theme: true,
  subscriptionId: true,
});

type BrandChoices = Pick<BrandConfig, 'themes' | 'locales'>;

const brandTheme = (brand: BrandChoices) =>
  z.enum(brand.themes as [ThemeId, ...ThemeId[]], { error: THEME_REQUIRED });
const brandLanguage = (brand: BrandChoices) =>
  z.enum(brand.locales as [Locale, ...Locale[]], { error: LANGUAGE_REQUIRED });

/** The settings schema of one brand: its themes and its languages only. */
export function portalSettingsSchemaFor(brand: BrandChoices) {
  return portalSettingsSchema.extend({
    theme: brandTheme(brand).optional(),
    portalLanguage: brandLanguage(brand).optional(),
  });
}

/** The create schema of one brand. */
export function portalCreateSchemaFor(brand: BrandChoices) {
  return portalCreateSchema.extend({ theme: brandTheme(brand), portalLanguage: brandLanguage(brand) });
}

/**
 * Invite manager (§2 dialog): who to invite and the language of their mail. The invitee becomes a
 * professional of the company once they sign up through the link (§6 activation code).
 */
export const managerInvitationSchema = writeObject({
  email: emailField,
  name: requiredName,
  language: languageField,
});

export type PortalSettingsInput = z.input<typeof portalSettingsSchema>;
export type PortalCreateInput = z.input<typeof portalCreateSchema>;
export type ManagerInvitationInput = z.input<typeof managerInvitationSchema>;

/** Largest logo accepted (bytes): a header image, not a photograph. */
export const MAX_LOGO_BYTES = 1024 * 1024;
/** §9: the logo is drawn 150 px wide. */
export const LOGO_WIDTH = 150;
