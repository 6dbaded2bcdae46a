import type { BrandConfig } from '@portal/domain';
import type { TFunction } from 'i18next';

/** The create-portal form's values ('' = not chosen). */
export interface NewPortalValues {
  name: string;
  email: string;
  phone: string;
  theme: string;
  portalLanguage: string;
  subscriptionId: string;
}

/** A new portal starts with the brand's default theme and language. */
export function newPortalDefaults(
  brand: Pick<BrandConfig, 'defaultTheme' | 'defaultLocale'>,
): NewPortalValues {
  return {
    name: '',
    email: '',
    phone: '',
    theme: brand.defaultTheme,
    portalLanguage: brand.defaultLocale,
    subscriptionId: '',
  };
}

/** A theme's name: base themes by name, brand themes after the brand. */
export function themeLabel(t: TFunction, themeId: string, brandName: string): string {
  if (themeId.startsWith('brand:'))
    return t(
      themeId.endsWith(':professional')
        ? 'portalSettings.themes.brandProfessional'
        : 'portalSettings.themes.brand',
      {
        name: brandName,
      },
    );
  return t(`portalSettings.themes.${themeId}`);
}
