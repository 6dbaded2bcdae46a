import { describe, expect, it } from 'vitest';
import { LOOKUP_DESCRIPTION_MAX } from '../constants';
import { findField } from '../collections/fields';
import { organisations } from '../collections/declarations/people';
import { collectionSchema, fieldSchema } from '../collections/schema';
import { LOCAL_LOOKUP_LISTS } from './local-lists';
import { LOOKUP_LISTS, LOOKUP_VALUE_PATTERNS, foldText, lookupQuerySchema, matchLookup } from './lookup';

describe('lookup lists (§7, §9 lookup description 60)', () => {
  it('ships ISO 3166 countries and ISO 4217 currencies, values shaped and descriptions within 60', () => {
    expect(LOCAL_LOOKUP_LISTS.countries).toHaveLength(249);
    for (const list of LOOKUP_LISTS) {
      const values = LOCAL_LOOKUP_LISTS[list].map((entry) => entry.value);
      expect(new Set(values).size).toBe(values.length);
      for (const entry of LOCAL_LOOKUP_LISTS[list]) {
        expect(entry.value).toMatch(LOOKUP_VALUE_PATTERNS[list]);
        expect(entry.description.length).toBeLessThanOrEqual(LOOKUP_DESCRIPTION_MAX);
      }
    }
    expect(LOCAL_LOOKUP_LISTS.currencies).toContainEqual({ value: 'GBP', description: 'British Pound' });
  });

  it('matches the value or a description word by its start, case- and accent-insensitive', () => {
    const countries = LOCAL_LOOKUP_LISTS.countries;
    expect(foldText('Ísland Ελλάδα')).toBe('island ελλαδα');
    expect(matchLookup(countries, 'is', 3)[0]).toEqual({ value: 'IS', description: 'Iceland' });
    expect(matchLookup(countries, 'aland', 5).map((e) => e.value)).toEqual(['AX']);
    expect(matchLookup(countries, 'reunion', 5).map((e) => e.value)).toEqual(['RE']);
    expect(matchLookup(countries, 'kingdom', 5).map((e) => e.value)).toEqual(['GB']);
    expect(matchLookup(countries, 'ngdom', 5)).toEqual([]);
    expect(matchLookup(countries, '', 4)).toHaveLength(4);
    expect(lookupQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(lookupQuerySchema.parse({})).toEqual({ q: '', limit: 20 });
  });

  it('checks a lookup field by shape: a code by the list pattern, a name by the 60 limit', () => {
    const code = fieldSchema({ name: 'currency', type: 'lookup', label: 'x', lookup: 'currencies' });
    expect(code.safeParse('EUR').success).toBe(true);
    expect(code.safeParse('euro').success).toBe(false);
    expect(code.safeParse(null).success).toBe(true);
    const country = findField(organisations, 'address')!.fields!.find((f) => f.name === 'country')!;
    expect(country).toMatchObject({ type: 'lookup', lookup: 'countries', lookupStores: 'description' });
    const schema = collectionSchema(organisations, 'update');
    expect(schema.safeParse({ address: { country: 'United Kingdom' } }).success).toBe(true);
    expect(schema.safeParse({ address: { country: 'Ελλάδα' } }).success).toBe(true);
    expect(schema.safeParse({ address: { country: 'x'.repeat(61) } }).success).toBe(false);
  });
});
