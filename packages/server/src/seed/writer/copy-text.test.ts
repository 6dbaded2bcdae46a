import { describe, expect, it } from 'vitest';
import { arrayLiteral, encoderFor, escapeText, NULL_FIELD } from './copy-text';

describe('COPY text serialisation', () => {
  it('escapes backslash, tab, newline and carriage return only', () => {
    expect(escapeText('plain £ € Þ')).toBe('plain £ € Þ');
    expect(escapeText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
  });

  it('writes NULL as \\N and booleans as t/f', () => {
    expect(encoderFor('PgText')(null)).toBe(NULL_FIELD);
    expect(encoderFor('PgBoolean')(true)).toBe('t');
    expect(encoderFor('PgBoolean')(false)).toBe('f');
    expect(encoderFor('PgText')('\\N')).toBe('\\\\N');
  });

  it('writes JSON escaped, timestamps as ISO instants', () => {
    expect(encoderFor('PgJsonb')({ a: 'x\ny' })).toBe('{"a":"x\\\\ny"}');
    expect(encoderFor('PgTimestamp')(new Date('2026-04-01T08:00:00Z'))).toBe('2026-04-01T08:00:00.000Z');
  });

  it('quotes every array element', () => {
    expect(arrayLiteral(['Advice', 'Case studies', 'a"b', 'c\\d', '{x}', null])).toBe(
      '{"Advice","Case studies","a\\"b","c\\\\d","{x}",NULL}',
    );
  });
});
