import { describe, expect, it } from 'vitest';
import { listPath } from './admin-api';

describe('listPath', () => {
  it('asks for the grid in the language it is read in, when the app offers that language', () => {
    expect(listPath('accounts', { search: ' ár ', page: 2, language: 'is' })).toBe(
      '/admin/accounts?search=%C3%A1r&page=2&pageSize=50&language=is',
    );
    expect(listPath('accounts', { language: 'de' })).toBe('/admin/accounts?pageSize=50');
  });
});
