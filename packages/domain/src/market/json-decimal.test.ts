import { describe, expect, it } from 'vitest';
import { jsonDecimal } from './json-decimal';

describe('jsonDecimal', () => {
  it('keeps decimal strings as written', () => {
    expect(jsonDecimal('217.33000000')).toBe('217.33000000');
    expect(jsonDecimal(' -1.25 ')).toBe('-1.25');
    expect(jsonDecimal('12345678901234567890.12345678')).toBe('12345678901234567890.12345678');
  });

  it('takes a JSON number as the literal the feed wrote, when a double holds it exactly', () => {
    expect(jsonDecimal(JSON.parse('217.33'))).toBe('217.33');
    expect(jsonDecimal(JSON.parse('0.1'))).toBe('0.1');
    expect(jsonDecimal(JSON.parse('-3.0512'))).toBe('-3.0512');
    expect(jsonDecimal(JSON.parse('1250000000'))).toBe('1250000000');
    expect(jsonDecimal(JSON.parse('123456789012.345'))).toBe('123456789012.345');
  });

  it('refuses what is not an exact decimal', () => {
    // 17 significant digits: the double is not the literal.
    expect(jsonDecimal(JSON.parse('1234567890.1234567'))).toBeNull();
    expect(jsonDecimal(1e-7)).toBeNull();
    expect(jsonDecimal(1e21)).toBeNull();
    expect(jsonDecimal(Number.NaN)).toBeNull();
    expect(jsonDecimal('1e5')).toBeNull();
    expect(jsonDecimal('12,5')).toBeNull();
    expect(jsonDecimal('')).toBeNull();
    expect(jsonDecimal(null)).toBeNull();
    expect(jsonDecimal(true)).toBeNull();
  });
});
