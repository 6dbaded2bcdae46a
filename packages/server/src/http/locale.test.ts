import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['el', 'el'],
    ['is-IS,is;q=0.9', 'is'],
    ['de-DE,el;q=0.5,en;q=0.4', 'el'],
    ['en;q=0.2,el;q=0.8', 'el'],
    ['fr, de', 'en'],
    ['el;q=0, is', 'is'],
  ])('%s → %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});
