import { describe, expect, it } from 'vitest';
import { holdsOnlyStorableText, isStorableText } from './well-formed-input';

describe('storable text', () => {
  it.each([
    ['plain', 'Ann Smith', true],
    ['an emoji (a surrogate pair)', 'Ann \u{1F600}', true],
    ['Greek and Icelandic', 'Αθήνα Þórður', true],
    ['a NUL', 'Ann\u0000Smith', false],
    ['a lone high surrogate', 'a\uD800b', false],
    ['a lone high surrogate at the end', 'a\uD83D', false],
    ['a lone low surrogate', '\uDE00a', false],
    ['two high surrogates', '\uD800\uD800', false],
  ])('%s', (_what, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('looks into arrays, objects and keys', () => {
    expect(holdsOnlyStorableText({ a: [1, null, true, { b: 'ok' }] })).toBe(true);
    expect(holdsOnlyStorableText({ a: [1, { b: 'x\u0000' }] })).toBe(false);
    expect(holdsOnlyStorableText({ ['k\uD800']: 1 })).toBe(false);
    expect(holdsOnlyStorableText(JSON.parse(`${'['.repeat(20_000)}"\\ud800"${']'.repeat(20_000)}`))).toBe(
      false,
    );
  });
});
