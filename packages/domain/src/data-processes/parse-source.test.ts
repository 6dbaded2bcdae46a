import { describe, expect, it } from 'vitest';
import { DataSourceError, parseCsv, parseSource, rowsOfJson } from './parse-source';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const rows = parseCsv('name,amount,note\r\n"Smith, J",10,"said ""hi""\nthen left"\n\nLloyds,5,\n');
    expect(rows).toEqual([
      { name: 'Smith, J', amount: '10', note: 'said "hi"\nthen left' },
      { name: 'Lloyds', amount: '5', note: '' },
    ]);
  });

  it('reads a semicolon file when the header has no comma', () => {
    expect(parseCsv('symbol;price\nVOD;72,5')).toEqual([{ symbol: 'VOD', price: '72,5' }]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a,b\n"open,1')).toThrow(DataSourceError);
  });
});

describe('JSON sources', () => {
  it('finds the rows at a dotted path, or takes one object as one row', () => {
    const doc = { portfolioId: 'P1', data: { transactions: [{ symbol: 'VOD' }, { symbol: 'BP' }] } };
    expect(rowsOfJson(doc, 'data.transactions')).toHaveLength(2);
    expect(rowsOfJson({ symbol: 'VOD' })).toEqual([{ symbol: 'VOD' }]);
  });

  it('says where it looked when the rows are not there, and refuses bad JSON', () => {
    expect(() => rowsOfJson({ a: 1 }, 'missing')).toThrow(
      expect.objectContaining({ key: 'errors.import_rows_not_found', values: { path: 'missing' } }),
    );
    expect(() => parseSource('{oops', 'json')).toThrow(
      expect.objectContaining({ key: 'errors.import_parse_failed' }),
    );
  });
});
