import type { BrandConfig } from '@portal/domain';

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
