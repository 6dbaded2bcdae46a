import { LOCALES, type Locale } from '@portal/domain';
import type { PortalSettings } from '../../lib/portal-settings-api';

/** The settings form's values: every field a string, terms one text per interface language. */
export interface SettingsFormValues {
  name: string;
  email: string;
  phone: string;
  portalLanguage: string;
  theme: string;
  tnc: Record<Locale, string>;
}

/** The form's starting values from the API's settings ('' for what is not set). */
export function toFormValues(
  settings: PortalSettings,
  defaults: { theme: string; language: string },
): SettingsFormValues {
  return {
    name: settings.name,
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    portalLanguage: settings.portalLanguage ?? defaults.language,
    theme: settings.theme ?? defaults.theme,
    tnc: Object.fromEntries(LOCALES.map((l) => [l, settings.tnc[l] ?? ''])) as Record<Locale, string>,
  };
}

/**
 * What the PATCH sends: the fields as typed, and only the languages whose terms are written, so an
 * empty language falls back to the English text in the terms dialog rather than showing nothing.
 */
export function toPayload(values: SettingsFormValues): Record<string, unknown> {
  const tnc = Object.fromEntries(
    Object.entries(values.tnc)
      .map(([locale, text]) => [locale, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
  return { ...values, tnc };
}

/** A theme id's i18n key and values: base themes by name, brand themes with the brand's name. */
export function themeLabelKey(themeId: string, brandName: string): [string, Record<string, string>] {
  if (themeId.startsWith('brand:'))
    return themeId.endsWith(':professional')
      ? ['portalSettings.themes.brandProfessional', { name: brandName }]
      : ['portalSettings.themes.brand', { name: brandName }];
  return [`portalSettings.themes.${themeId}`, {}];
}
