import {
  BRAND_IDS,
  brands,
  COLLECTIONS,
  domainMessages,
  type FieldConfig,
  LOCALES,
  NAV_CATALOG,
  ROUTE_NAMES,
  type AdminCollection,
  type Locale,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { domainMessagesFor } from './domain-resources';
import { flattenResources, placeholdersOf } from './flatten';
import el from './locales/el';
import en from './locales/en';
import is from './locales/is';

const files: Record<Locale, object> = { en, el, is };
const bundle = (locale: Locale) =>
  flattenResources({ ...files[locale], messages: domainMessagesFor(domainMessages, locale) } as Record<
    string,
    unknown
  >);
const reference = bundle('en');
const ALL_COLLECTIONS: AdminCollection[] = [
  'users',
  'organisations',
  'groups',
  'riskProfiles',
  'commentary',
  'forms',
  'processes',
  'accounts',
  'portals',
  'subscriptions',
  'models',
  'data-processes',
  'data-processes-steps',
  'pages',
  'posts',
  'people',
  'libraries',
];

describe('locale resources', () => {
  it('has a file for every locale of the product', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
  });

  for (const brandId of BRAND_IDS) {
    for (const locale of brands[brandId].locales) {
      describe(`${brandId} / ${locale}`, () => {
        const resources = bundle(locale);
        it('has every English key, non-empty, and no others', () => {
          expect(Object.keys(resources).sort()).toEqual(Object.keys(reference).sort());
          const empty = Object.entries(resources).filter(([, text]) => text.trim() === '');
          expect(empty).toEqual([]);
        });
        it('keeps the interpolation placeholders of English', () => {
          const mismatched = Object.keys(reference).filter(
            (key) => placeholdersOf(reference[key]!).join() !== placeholdersOf(resources[key] ?? '').join(),
          );
          expect(mismatched).toEqual([]);
        });
      });
    }
  }

  it('is a real translation, not a copy of English', () => {
    for (const locale of ['el', 'is'] as const) {
      const texts = flattenResources(files[locale] as Record<string, unknown>);
      const english = flattenResources(en as Record<string, unknown>);
      const same = Object.keys(texts).filter(
        (key) => texts[key] === english[key] && !/^(language\.names|app\.documentTitle)/.test(key),
      );
      expect(same.length / Object.keys(texts).length).toBeLessThan(0.05);
    }
  });

  it('contains every domain message under messages.', () => {
    for (const locale of LOCALES) {
      const resources = bundle(locale);
      for (const key of Object.keys(domainMessages)) expect(resources[`messages.${key}`], key).toBeTruthy();
    }
  });

  it('names every navigation item, admin menu group and collection', () => {
    const keys = new Set<string>(
      NAV_CATALOG.flatMap((item) => [item.name, ...(item.subnavigation ?? []).map((s) => s.name)]),
    );
    for (const brand of Object.values(brands)) {
      for (const item of brand.navigation) {
        keys.add(item.name);
        for (const sub of item.subnavigation ?? []) keys.add(sub.name);
      }
      for (const group of brand.adminMenu) {
        keys.add(group.name);
        for (const collection of group.collections) keys.add(`admin.collections.${collection}`);
      }
    }
    for (const collection of ALL_COLLECTIONS) keys.add(`admin.collections.${collection}`);
    for (const name of ROUTE_NAMES) keys.add(`screens.${name}`);
    const missing = [...keys].filter((key) => !reference[key]);
    expect(missing).toEqual([]);
  });

  it('has every label the admin collections declare: steps, fieldsets, fields, nested fields and options', () => {
    const keys = new Set<string>();
    const addField = (field: FieldConfig) => {
      if (field.label) keys.add(field.label);
      for (const option of field.options ?? []) keys.add(option.label);
      for (const nested of field.fields ?? []) addField(nested);
    };
    for (const collection of Object.values(COLLECTIONS)) {
      for (const step of collection.steps) {
        if (step.label) keys.add(step.label);
        for (const fieldset of step.fieldsets) {
          if (fieldset.label) keys.add(fieldset.label);
          fieldset.fields.forEach(addField);
        }
      }
    }
    // Option labels are keys only when they look like one (a declared list may carry plain text).
    const asKeys = [...keys].filter((key) => /^[a-z]+(\.[A-Za-z0-9_-]+)+$/.test(key));
    for (const locale of LOCALES) {
      const resources = bundle(locale);
      expect(
        asKeys.filter((key) => !resources[key]),
        locale,
      ).toEqual([]);
    }
  });
});
