import type { DocumentType } from '@portal/domain';

const TYPE_KEYS: Record<DocumentType, string> = {
  Factsheet: 'factsheet',
  KIID: 'kiid',
  'Prospectus and Brochures': 'prospectus',
  Presentations: 'presentations',
  Forms: 'forms',
  'Account documents': 'accountDocuments',
};

/** The i18n key of a §3 document type's name (an unknown type shows as it came). */
export function typeLabel(type: string, t: (key: string) => string): string {
  const key = TYPE_KEYS[type as DocumentType];
  return key ? t(`library.types.${key}`) : type;
}
