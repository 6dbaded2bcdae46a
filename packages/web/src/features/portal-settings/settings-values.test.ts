import { describe, expect, it } from 'vitest';
import { themeLabelKey, toFormValues, toPayload } from './settings-values';

const settings = {
  id: 'p1',
  name: 'Alpha',
  email: null,
  phone: '+44',
  portalLanguage: null,
  theme: null,
  tnc: { en: 'Terms', el: 'Όροι' },
  logo: null,
  subscription: null,
  canEdit: true,
};

describe('portal settings form values', () => {
  it('starts from the settings, with brand defaults for what is not set', () => {
    expect(toFormValues(settings, { theme: 'brand:asset-manager', language: 'en' })).toEqual({
      name: 'Alpha',
      email: '',
      phone: '+44',
      portalLanguage: 'en',
      theme: 'brand:asset-manager',
      tnc: { en: 'Terms', el: 'Όροι', is: '' },
    });
  });

  it('sends only the languages whose terms are written', () => {
    const values = toFormValues(settings, { theme: 'dark', language: 'en' });
    expect(toPayload({ ...values, tnc: { en: ' Terms ', el: '', is: '  ' } }).tnc).toEqual({ en: 'Terms' });
  });

  it('names brand themes after the brand', () => {
    expect(themeLabelKey('dark', 'X')).toEqual(['portalSettings.themes.dark', {}]);
    expect(themeLabelKey('brand:greek', 'Greek Portal')).toEqual([
      'portalSettings.themes.brand',
      { name: 'Greek Portal' },
    ]);
    expect(themeLabelKey('brand:greek:professional', 'G')[0]).toBe('portalSettings.themes.brandProfessional');
  });
});
