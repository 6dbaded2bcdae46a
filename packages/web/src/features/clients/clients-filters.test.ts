import { describe, expect, it } from 'vitest';

import {
  changeClientFilters,
  initialOf,
  phoneBookLetters,
  readClientFilters,
  toAccountsQuery,
  writeClientFilters,
} from './clients-filters';

describe('clients overview filters', () => {
  it('round-trips the address bar, leaving defaults out', () => {
    const filters = readClientFilters(new URLSearchParams('letter=c&q=smith&hideEmpty=1&page=3'));
    expect(filters).toEqual({ letter: 'C', search: 'smith', type: '', group: '', hideEmpty: true, page: 3 });
    expect(writeClientFilters(filters).toString()).toBe('letter=C&q=smith&hideEmpty=1&page=3');
    expect(writeClientFilters(readClientFilters(new URLSearchParams(''))).toString()).toBe('');
  });

  it('goes back to page 1 on any change but the page', () => {
    const current = readClientFilters(new URLSearchParams('page=4'));
    expect(changeClientFilters(current, { letter: 'A' }).page).toBe(1);
    expect(changeClientFilters(current, { page: 5 }).page).toBe(5);
  });

  it('sends search and paging to the server, and only the filters that are on', () => {
    const filters = readClientFilters(new URLSearchParams('q=%20ann%20&page=2'));
    expect(toAccountsQuery(filters)).toEqual({ search: 'ann', page: 2, pageSize: 25 });
    expect(toAccountsQuery(readClientFilters(new URLSearchParams('')))).toEqual({ page: 1, pageSize: 25 });
  });

  it('sends letter, portfolio type, group and hide-empty to the server too', () => {
    const filters = readClientFilters(
      new URLSearchParams('letter=%23&type=ISA&group=0b7e2c1a-0000-4000-8000-000000000001&hideEmpty=1'),
    );
    expect(toAccountsQuery(filters)).toEqual({
      letter: '#',
      portfolioType: 'ISA',
      group: '0b7e2c1a-0000-4000-8000-000000000001',
      hasPortfolios: true,
      page: 1,
      pageSize: 25,
    });
    expect(writeClientFilters(filters).toString()).toBe(
      'letter=%23&type=ISA&group=0b7e2c1a-0000-4000-8000-000000000001&hideEmpty=1',
    );
  });

  it('files names under their first letter as the language reads it, others after the alphabet', () => {
    expect(initialOf(' émile')).toBe('E');
    expect(initialOf('Ωμέγα', 'el')).toBe('Ω');
    expect(initialOf('Άννα', 'el')).toBe('Α');
    expect(initialOf('Árni', 'is')).toBe('Á');
    expect(initialOf('Árni', 'en')).toBe('A');
    expect(initialOf('3M Ltd')).toBe('#');
    const letters = phoneBookLetters(['Þórður', 'Ανδρέας', 'Ann']);
    expect(letters.slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(letters.slice(26)).toEqual(expect.arrayContaining(['Þ', 'Α']));
  });

  it('builds the letter bar from the alphabet of the language and the initials the server answers', () => {
    expect(phoneBookLetters(['#', 'A', 'Á', 'C'], 'is').join(' ')).toBe(
      'A Á B D Ð E É F G H I Í J K L M N O Ó P R S T U Ú V X Y Ý Þ Æ Ö C #',
    );
    const greek = phoneBookLetters(['Α', 'Ω', 'J'], 'el');
    expect(greek.slice(0, 24).join('')).toBe('ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ');
    expect(greek.slice(24)).toEqual(['J']);
    expect(phoneBookLetters(['#', 'A', 'Þ', 'Α'])).toHaveLength(29);
  });
});
