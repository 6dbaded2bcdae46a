import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage, setupI18n } from './i18n';
import { pickLanguage, storeLanguage } from './language-preference';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('i18n set-up', () => {
  it('loads a language on demand and sets <html lang>', async () => {
    const i18n = await setupI18n('is');
    expect(i18n.language).toBe('is');
    expect(i18n.t('auth.login.title')).toBe('Innskráning');
    expect(i18n.t('messages.validation.name_required')).toBe('Nafn er nauðsynlegt');
    expect(document.documentElement.lang).toBe('is');
  });

  it("logs 'Cannot find module' for a missing locale and shows English", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setupI18n('en');
    const shown = await changeLanguage('de');
    expect(shown).toBe('en');
    expect(warn).toHaveBeenCalledWith("Cannot find module './locales/de'");
    expect(document.documentElement.lang).toBe('en');
  });

  it('merges the domain messages in every language', async () => {
    const i18n = await setupI18n('el');
    expect(i18n.t('messages.validation.email_required')).toBe('Το email είναι υποχρεωτικό');
    expect(i18n.t('messages.validation.max_value', { limit: 10 })).toBe('Η μέγιστη τιμή είναι 10');
  });
});

describe('language choice', () => {
  it('prefers the URL, then a stored choice, then the profile, then the brand default', () => {
    expect(pickLanguage({ url: 'is', userLanguage: 'el', brandDefault: 'en' })).toBe('is');
    expect(pickLanguage({ userLanguage: 'el', brandDefault: 'en' })).toBe('el');
    expect(pickLanguage({ brandDefault: 'el' })).toBe('el');
    storeLanguage('is');
    expect(pickLanguage({ userLanguage: 'el', brandDefault: 'en' })).toBe('is');
  });
});

describe('domain messages per language', () => {
  it('has a loader for every language that has a resource file', async () => {
    const { AVAILABLE_LOCALES, domainMessageLoaders } = await import('./locale-loader');
    for (const lng of AVAILABLE_LOCALES.filter((code) => code !== 'en')) {
      expect(Object.keys(domainMessageLoaders)).toContain(lng);
      const tree = (await domainMessageLoaders[lng]!()).default as { errors: Record<string, string> };
      expect(tree.errors.not_found).toBeTruthy();
    }
  });
});
