import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';
import { FormSelect, FormText } from '../../ui/form-fields';
import { themeLabelKey } from './settings-values';

/** The fields a portal's settings and the create-portal dialog have in common. */
export interface PortalBasics {
  name: string;
  email: string;
  phone: string;
  theme: string;
  portalLanguage: string;
}

interface PortalFieldsProps<T extends PortalBasics & FieldValues> {
  control: Control<T>;
}

/** A theme's name as the theme select and the preview show it. */
export function useThemeLabel(): (themeId: string) => string {
  const { t } = useTranslation();
  const brand = useBrand();
  return (themeId) => {
    const [key, values] = themeLabelKey(themeId, brand.displayName);
    return t(key, values);
  };
}

const CONTACT_FIELDS = [
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'tel' },
] as const;

/** §2 portal contact: name, email and phone, all required. */
export function PortalContactFields<T extends PortalBasics & FieldValues>({ control }: PortalFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <FormText
          key={field.name}
          control={control}
          name={field.name as Path<T>}
          type={field.type}
          label={t(`portalSettings.fields.${field.name}`)}
          required
        />
      ))}
    </>
  );
}

/** §2 portal look: the theme and the language, from those the brand offers. */
export function PortalLookFields<T extends PortalBasics & FieldValues>({ control }: PortalFieldsProps<T>) {
  const { t } = useTranslation();
  const brand = useBrand();
  const themeLabel = useThemeLabel();
  return (
    <>
      <FormSelect
        control={control}
        name={'theme' as Path<T>}
        label={t('portalSettings.fields.theme')}
        required
        options={brand.themes}
        optionLabel={themeLabel}
      />
      <FormSelect
        control={control}
        name={'portalLanguage' as Path<T>}
        label={t('portalSettings.fields.language')}
        required
        options={brand.locales}
        optionLabel={(l) => t(`language.names.${l}`)}
      />
    </>
  );
}
